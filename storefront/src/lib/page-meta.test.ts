import { describe, expect, it } from 'vitest';
import { buildPageMeta, snippet, type PageMetaInput } from './page-meta.ts';

const input = (overrides: Partial<PageMetaInput>): PageMetaInput => ({
  name: 'magazineArticle',
  locale: 'en',
  params: { slug: 'epigenetics' },
  notFound: false,
  brandName: 'Vyrelle',
  publicUrl: 'https://vyrelle.example/',
  t: (key) => `[${key}]`,
  ...overrides,
});

describe('page head from screen data', () => {
  it('uses the route table’s texts without data', () => {
    const meta = buildPageMeta(input({}));
    expect(meta.title).toBe('Vyrelle | [routes.magazineArticle.title]');
    expect(meta.description).toBe('[routes.magazineArticle.description]');
    expect(meta.alternates.map((link) => link.hreflang)).toEqual([
      'nl',
      'en',
      'de',
      'fr',
      'x-default',
    ]);
  });

  it('takes title, description, image and crumb from the data, and only the languages the page exists in', () => {
    const meta = buildPageMeta(
      input({
        locale: 'de',
        params: { slug: 'epigenetik' },
        meta: {
          title: 'Epigenetik',
          description: 'Kurz.',
          crumb: 'Epigenetik',
          image: '/api/media/0b6f3d8e-1c2a-4f5e-9a7b-123456789abc/w1280.webp',
          ogType: 'article',
          alternateParams: { de: { slug: 'epigenetik' }, fr: { slug: 'epigenetique' } },
        },
      }),
    );
    expect(meta.title).toBe('Vyrelle | Epigenetik');
    expect(meta.description).toBe('Kurz.');
    expect(meta.canonical).toBe('https://vyrelle.example/de/presse/epigenetik');
    expect(meta.alternates).toEqual([
      { hreflang: 'de', href: 'https://vyrelle.example/de/presse/epigenetik' },
      { hreflang: 'fr', href: 'https://vyrelle.example/fr/magazine/epigenetique' },
      { hreflang: 'x-default', href: 'https://vyrelle.example/de/presse/epigenetik' },
    ]);
    expect(meta.openGraph).toContainEqual({
      property: 'og:image',
      content: 'https://vyrelle.example/api/media/0b6f3d8e-1c2a-4f5e-9a7b-123456789abc/w1280.webp',
    });
    const crumbs = meta.jsonLd.find(
      (item) => (item as { '@type': string })['@type'] === 'BreadcrumbList',
    ) as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.at(-1)?.name).toBe('Epigenetik');
  });

  it('keeps a later list page in its canonical URL', () => {
    const meta = buildPageMeta(
      input({ name: 'magazine', params: {}, meta: { canonicalSearch: '?page=2' } }),
    );
    expect(meta.canonical).toBe('https://vyrelle.example/en/magazine?page=2');
    expect(meta.alternates[0]).toEqual({
      hreflang: 'nl',
      href: 'https://vyrelle.example/nl/magazine?page=2',
    });
  });

  it('ignores the data of a 404', () => {
    const meta = buildPageMeta(input({ notFound: true, meta: { title: 'Stale' } }));
    expect(meta.title).toBe('Vyrelle | [routes.notFound.title]');
    expect(meta.canonical).toBeNull();
  });

  it('cuts long descriptions at a word', () => {
    const text =
      'Our most concentrated serum for mature skin. Signal and copper peptides support the skin’s own collagen production; after 28 days, contours look tighter and wrinkles less deep.';
    const cut = snippet(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(snippet('  Short \n text. ')).toBe('Short text.');
  });
});
