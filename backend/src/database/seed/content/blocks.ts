import type { Locale } from '../../../common/i18n/locale.js';

/**
 * A compact notation for the demo texts: a string is a paragraph (inline <strong>, <em> and <a>
 * allowed), a tuple is a heading, a list or a quote. ContentService sanitises the result on save
 * like any other rich text.
 */
export type Block =
  string | ['h2' | 'h3' | 'h4', string] | ['ul' | 'ol', string[]] | ['quote', string];

export function html(blocks: Block[]): string {
  return blocks
    .map((block) => {
      if (typeof block === 'string') return `<p>${block}</p>`;
      const [kind, value] = block;
      if (kind === 'ul' || kind === 'ol')
        return `<${kind}>${(value as string[]).map((item) => `<li>${item}</li>`).join('')}</${kind}>`;
      if (kind === 'quote') return `<blockquote><p>${value as string}</p></blockquote>`;
      return `<${kind}>${value as string}</${kind}>`;
    })
    .join('\n');
}

/** Storefront paths per language (the path words of the storefront's route table, SPEC §2). */
const WORDS: Record<Locale, { product: string; products: string; stores: string }> = {
  nl: { product: 'product', products: 'producten', stores: 'verkooppunten' },
  en: { product: 'product', products: 'products', stores: 'stores' },
  de: { product: 'produkt', products: 'produkte', stores: 'shops' },
  fr: { product: 'produit', products: 'produits', stores: 'points-de-vente' },
};

export const link = {
  product: (locale: Locale, slug: string) => `/${locale}/${WORDS[locale].product}/${slug}`,
  products: (locale: Locale) => `/${locale}/${WORDS[locale].products}`,
  collection: (locale: Locale, slug: string) => `/${locale}/collections/${slug}`,
  stores: (locale: Locale) => `/${locale}/${WORDS[locale].stores}`,
  faq: (locale: Locale) => `/${locale}/faq`,
  register: (locale: Locale) =>
    `/${locale}/${({ nl: 'registreren', en: 'register', de: 'registrieren', fr: 'inscription' } as const)[locale]}`,
};

export function a(href: string, text: string): string {
  return `<a href="${href}">${text}</a>`;
}
