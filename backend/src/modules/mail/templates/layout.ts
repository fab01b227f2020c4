/** Escapes text for safe use inside HTML mail bodies. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface LayoutInput {
  brandName: string;
  locale: string;
  preheader: string;
  heading: string;
  /** Already-escaped HTML paragraphs. */
  bodyHtml: string;
  footer: string;
  action?: { label: string; url: string };
  /** Newsletter mails: an unsubscribe link under the footer (other mails have none, output unchanged). */
  unsubscribe?: { label: string; url: string };
}

/** The brand's responsive mail frame: one centred column, table layout for mail clients, inline styles. */
export function renderLayout(input: LayoutInput): string {
  const button = input.action
    ? `<tr><td style="padding:8px 0 24px"><a href="${escapeHtml(input.action.url)}" style="display:inline-block;background:#1b1b1f;color:#fbf8f3;text-decoration:none;padding:14px 28px;border-radius:2px;font:600 14px/1 Helvetica,Arial,sans-serif;letter-spacing:.08em;text-transform:uppercase">${escapeHtml(input.action.label)}</a></td></tr>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(input.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.heading)}</title></head>
<body style="margin:0;padding:0;background:#f4efe7">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(input.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4efe7"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fbf8f3;border-top:4px solid #b8924a">
<tr><td style="padding:32px 32px 8px;font:400 26px/1.2 Georgia,'Times New Roman',serif;color:#1b1b1f;letter-spacing:.12em;text-transform:uppercase">${escapeHtml(input.brandName)}</td></tr>
<tr><td style="padding:16px 32px 0;font:400 22px/1.3 Georgia,'Times New Roman',serif;color:#1b1b1f">${escapeHtml(input.heading)}</td></tr>
<tr><td style="padding:8px 32px 0;font:400 15px/1.6 Helvetica,Arial,sans-serif;color:#3a3a40">${input.bodyHtml}
<table role="presentation" cellpadding="0" cellspacing="0">${button}</table></td></tr>
<tr><td style="padding:16px 32px 32px;font:400 12px/1.5 Helvetica,Arial,sans-serif;color:#7a7670;border-top:1px solid #e6dfd3">${escapeHtml(input.footer)}${input.unsubscribe ? `<br><a href="${escapeHtml(input.unsubscribe.url)}" style="color:#7a7670;text-decoration:underline">${escapeHtml(input.unsubscribe.label)}</a>` : ''}</td></tr>
</table></td></tr></table></body></html>`;
}
