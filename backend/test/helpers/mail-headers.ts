/** The decoded Subject header of a raw message (RFC 2047 encoded words, folded lines). */
export function subjectOf(raw: string): string {
  const match = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw);
  if (!match) return '';
  const folded = match[1]!.replace(/\?=\r?\n[ \t]+=\?/g, '?==?').replace(/\r?\n[ \t]+/g, ' ');
  return folded.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, text: string) => {
    if (enc.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    const bytes = text
      .replace(/_/g, ' ')
      .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  });
}

/** The HTML part of a raw message, decoded. */
export function htmlPartOf(decoded: string): string {
  const start = decoded.indexOf('<!doctype html>');
  return start >= 0 ? decoded.slice(start) : '';
}
