/**
 * `<link rel="preload">` for the brand fonts' latin files (styles/fonts.css), so the heading and
 * body faces arrive with the stylesheet instead of after it. The `?url` imports give the same
 * hashed asset names in the client and the server build, so the preload hits the file the
 * stylesheet asks for.
 */
import headingFont from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import bodyFont from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url';

/** The preloaded font files: heading (Fraunces) first, then body (Source Sans 3). */
export const fontPreloadUrls: readonly string[] = [headingFont, bodyFont];

/** The head's font preload links, built once. */
export const fontPreloadLinks = fontPreloadUrls
  .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`)
  .join('\n    ');
