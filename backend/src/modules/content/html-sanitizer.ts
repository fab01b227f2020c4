import sanitizeHtml from 'sanitize-html';
import { IMAGE_EXTENSIONS } from './content.constants.js';

/**
 * The allow-list of the editor (SPEC §3): headings 2 to 4, paragraphs, bold, italic, underline,
 * lists, quote and links. Everything else is dropped; script-like elements with their content.
 */
const RICH_TEXT_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
];
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'svg',
  'math',
  'title',
  'head',
];

/** C0 control characters and DEL (tab and newline excepted where text allows them). */
const isControl = (code: number, allowWhitespace: boolean) =>
  (code < 0x20 && !(allowWhitespace && (code === 0x09 || code === 0x0a || code === 0x0d))) ||
  code === 0x7f;
const hasControlCharacter = (value: string) =>
  [...value].some((c) => isControl(c.charCodeAt(0), false));
const removeControlCharacters = (value: string) =>
  [...value].filter((c) => !isControl(c.charCodeAt(0), true)).join('');

/**
 * A link may point to an https:// address, to our own host (PUBLIC_URL, which may be http in
 * development) or to a path of the site (`/…`, not the protocol-relative `//…`). Anything else,
 * javascript: and data: included, is refused.
 */
export function isAllowedLink(href: string, publicUrl: string): boolean {
  const value = href.trim();
  if (value === '' || /\s/.test(value) || hasControlCharacter(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return url.hostname !== '';
  if (url.protocol !== 'http:') return false;
  try {
    return url.host === new URL(publicUrl).host;
  } catch {
    return false;
  }
}

/** An image given by URL: an allowed link whose path ends in jpeg, jpg, png, gif or svg (SPEC §5). */
export function isAllowedImageUrl(value: string, publicUrl: string): boolean {
  if (!isAllowedLink(value, publicUrl)) return false;
  const path = new URL(value.trim(), publicUrl).pathname.toLowerCase();
  return IMAGE_EXTENSIONS.some((extension) => path.endsWith(`.${extension}`));
}

/**
 * Sanitises rich text on save: only the allow-listed tags survive, no attribute but a checked
 * href on links (which also get rel="noopener"); a link with a refused address keeps its text.
 */
export function sanitizeRichText(html: string, publicUrl: string): string {
  return sanitizeHtml(html, {
    allowedTags: RICH_TEXT_TAGS,
    allowedAttributes: { a: ['href', 'rel'] },
    allowedSchemes: ['https', 'http'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    allowedSchemesByTag: {},
    disallowedTagsMode: 'discard',
    nonTextTags: DROP_WITH_CONTENT,
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      // A refused link loses its href here and its tag in exclusiveFilter; its text stays. (Renaming
      // it to a disallowed tag instead would leave sanitize-html's closing-tag map stale.)
      a: (_tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href?.trim() ?? '';
        return isAllowedLink(href, publicUrl)
          ? { tagName: 'a', attribs: { href, rel: 'noopener' } }
          : { tagName: 'a', attribs: {} };
      },
    },
    exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
  }).trim();
}

/** Plain text: no markup at all (tags removed), control characters removed, whitespace collapsed. */
export function plainText(value: string): string {
  const withoutTags = sanitizeHtml(value, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: DROP_WITH_CONTENT,
    parser: { decodeEntities: true },
  });
  // sanitize-html escapes text for HTML; plain text is stored unescaped (the front-ends escape on output).
  return (
    removeControlCharacters(withoutTags)
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&')
      // Decoding must not bring markup back: "&lt;b&gt;" was text, it stays text without angle-bracket tags.
      .replace(/<[a-z!/?][^>]*>/gi, '')
      .replace(/[ \t]+/g, ' ')
      .trim()
  );
}

/** Word count of an HTML fragment, for the reading time. */
export function wordCount(html: string): number {
  return plainText(html.replace(/<\/(p|li|h[2-4]|blockquote)>|<br\s*\/?>/gi, ' '))
    .split(/\s+/)
    .filter(Boolean).length;
}
