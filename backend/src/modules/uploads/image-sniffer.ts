/** What the bytes of an upload say it is; never the name or the declared content type. */
export type SniffedType = 'jpeg' | 'png' | 'gif' | 'webp' | 'svg';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniffImage(bytes: Buffer): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.length >= 8 && PNG.every((byte, i) => bytes[i] === byte)) return 'png';
  if (bytes.length >= 6) {
    const head = bytes.subarray(0, 6).toString('latin1');
    if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  if (looksLikeSvg(bytes)) return 'svg';
  return null;
}

/** UTF-8 text whose first element (after an XML declaration, comments or a doctype) is <svg>. */
function looksLikeSvg(bytes: Buffer): boolean {
  const text = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (text.includes('\uFFFD') || text.includes('\u0000')) return false;
  const rest = text.replace(
    /^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)\s*)*/i,
    '',
  );
  return /^<svg[\s>]/i.test(rest);
}

/**
 * Refuses SVG that could run or fetch anything: scripts, event handlers, foreign objects,
 * javascript: or data: addresses, external references and entity declarations. The SVG is
 * rasterised afterwards, so this is a second line, not the only one.
 */
export function svgIsSafe(bytes: Buffer): boolean {
  const text = bytes.toString('utf8');
  if (/<script[\s>/]/i.test(text)) return false;
  if (/<foreignObject[\s>/]/i.test(text)) return false;
  if (/<!ENTITY/i.test(text)) return false;
  if (/\son[a-z]+\s*=/i.test(text)) return false;
  if (/(javascript|vbscript|data)\s*:/i.test(text)) return false;
  if (/(xlink:)?href\s*=\s*["']\s*(?!#)/i.test(text)) return false;
  if (/url\(\s*["']?\s*(?!#)/i.test(text)) return false;
  return true;
}
