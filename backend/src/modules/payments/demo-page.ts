import { escapeHtml } from '../mail/templates/layout.js';
import type { DemoPaymentEntity } from './entities/demo-payment.entity.js';

const TEXTS: Record<
  string,
  {
    title: string;
    pay: string;
    fail: string;
    cancel: string;
    expire: string;
    settled: string;
    back: string;
    note: string;
  }
> = {
  nl: {
    title: 'Demobetaling',
    pay: 'Betalen',
    fail: 'Mislukt',
    cancel: 'Annuleren',
    expire: 'Laten verlopen',
    settled: 'Deze betaling is al afgehandeld',
    back: 'Terug naar de winkel',
    note: 'Dit is de ingebouwde demobetaalprovider: er wordt geen geld overgemaakt.',
  },
  en: {
    title: 'Demo payment',
    pay: 'Pay',
    fail: 'Fail',
    cancel: 'Cancel',
    expire: 'Let it expire',
    settled: 'This payment has already been settled',
    back: 'Back to the shop',
    note: 'This is the built-in demo payment provider: no money is moved.',
  },
  de: {
    title: 'Demo-Zahlung',
    pay: 'Bezahlen',
    fail: 'Fehlschlagen',
    cancel: 'Abbrechen',
    expire: 'Ablaufen lassen',
    settled: 'Diese Zahlung ist bereits abgeschlossen',
    back: 'Zurück zum Shop',
    note: 'Dies ist der eingebaute Demo-Zahlungsanbieter: Es wird kein Geld bewegt.',
  },
  fr: {
    title: 'Paiement de démonstration',
    pay: 'Payer',
    fail: 'Échouer',
    cancel: 'Annuler',
    expire: 'Laisser expirer',
    settled: 'Ce paiement est déjà réglé',
    back: 'Retour à la boutique',
    note: 'Ceci est le fournisseur de paiement de démonstration intégré : aucun argent n’est transféré.',
  },
};

const MONEY_LOCALE: Record<string, string> = { nl: 'nl-BE', en: 'en-IE', de: 'de-DE', fr: 'fr-BE' };

/**
 * The hosted page of the demo provider. Plain HTML forms and no script at all, so it works under
 * the shop's `script-src 'self'` Content-Security-Policy.
 */
export function renderDemoPaymentPage(payment: DemoPaymentEntity): string {
  const t = TEXTS[payment.locale] ?? TEXTS.nl!;
  const amount = new Intl.NumberFormat(MONEY_LOCALE[payment.locale] ?? 'nl-BE', {
    style: 'currency',
    currency: payment.currency,
  }).format(payment.amountCents / 100);
  const action = `/api/payments/demo/${encodeURIComponent(payment.id)}`;
  const button = (outcome: string, label: string) =>
    `<button type="submit" name="outcome" value="${outcome}">${escapeHtml(label)}</button>`;
  const body =
    payment.status === 'open'
      ? `<form method="post" action="${escapeHtml(action)}">${button('paid', t.pay)} ${button('failed', t.fail)} ${button('cancelled', t.cancel)} ${button('expired', t.expire)}</form>`
      : `<p>${escapeHtml(t.settled)} (${escapeHtml(payment.status)}).</p><p><a href="${escapeHtml(payment.redirectUrl)}">${escapeHtml(t.back)}</a></p>`;
  return `<!doctype html>
<html lang="${escapeHtml(payment.locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1d1d1b}button{font:inherit;padding:.6rem 1rem;margin:.25rem;cursor:pointer}</style></head>
<body><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(payment.description)}</p><p><strong>${escapeHtml(amount)}</strong></p>${body}<p><small>${escapeHtml(t.note)}</small></p></body>
</html>`;
}
