/**
 * `<link rel="preload" as="image">` for the page's priority image (the hero, the first product
 * image: the `<img fetchpriority="high">` the screens mark), placed first in the head. The
 * browser otherwise finds it only in the body, after the fonts, stylesheets and module preloads
 * of the head have taken its connections (six per host over HTTP/1.1), while it is most often
 * the page's largest paint. Same `srcset` and `sizes` as the image, so the browser picks the same
 * file and fetches it once.
 */
const PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;

/** The attribute as React wrote it (already escaped for a double-quoted attribute). */
const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** The preload link of the first priority image of `html`, or '' when it has none. */
export function priorityImagePreload(html: string): string {
  const tag = PRIORITY_IMAGE.exec(html)?.[0];
  const src = tag && attribute(tag, 'src');
  if (!tag || !src) return '';
  const srcset = attribute(tag, 'srcset');
  const sizes = attribute(tag, 'sizes');
  return (
    `<link rel="preload" as="image" href="${src}"` +
    (srcset ? ` imagesrcset="${srcset}"` : '') +
    (srcset && sizes ? ` imagesizes="${sizes}"` : '') +
    ' fetchpriority="high">'
  );
}
