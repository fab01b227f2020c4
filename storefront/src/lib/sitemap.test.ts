import { describe, expect, it } from 'vitest';
import { localizedUrls, robotsTxt, sitemapUrls, sitemapXml } from './sitemap.ts';

const origin = 'https://vyrelle.example';

describe('sitemap', () => {
  const urls = sitemapUrls(`${origin}/`, {
    products: ['gold-peptide-serum'],
    articles: [
      {
        slugs: { nl: 'epigenetica', en: 'epigenetics', de: 'epigenetik' },
        lastmod: '2025-02-18T07:00:00.000Z',
      },
    ],
    routines: [{ slugs: { fr: 'routine-peau-nette' } }],
  });
  const locs = urls.map((url) => url.loc);

  it('lists every public screen of the route table in every language, never private or parametrised ones', () => {
    for (const loc of [
      `${origin}/nl`,
      `${origin}/fr`,
      `${origin}/en/products`,
      `${origin}/de/produkte`,
      `${origin}/nl/verkooppunten`,
      `${origin}/fr/faq`,
      `${origin}/de/datenschutz`,
    ])
      expect(locs).toContain(loc);
    expect(
      locs.some((loc) => /\/(account|konto|winkelmand|cart|admin|inloggen|login|404)\b/.test(loc)),
    ).toBe(false);
    expect(locs.some((loc) => loc.includes(':'.concat('slug')) || loc.includes('/lp/'))).toBe(
      false,
    );
  });

  it('lists the four collections, every product in every language, and each post in the languages it exists in', () => {
    expect(locs.filter((loc) => loc.includes('/collections/'))).toHaveLength(16);
    expect(locs.filter((loc) => loc.endsWith('/gold-peptide-serum'))).toEqual([
      `${origin}/nl/product/gold-peptide-serum`,
      `${origin}/en/product/gold-peptide-serum`,
      `${origin}/de/produkt/gold-peptide-serum`,
      `${origin}/fr/produit/gold-peptide-serum`,
    ]);
    expect(
      locs.filter(
        (loc) => /epigenetic|epigenetik|epigenetica/.test(loc) && /magazine|presse/.test(loc),
      ),
    ).toEqual([
      `${origin}/nl/magazine/epigenetica`,
      `${origin}/en/magazine/epigenetics`,
      `${origin}/de/presse/epigenetik`,
    ]);
    expect(locs).toContain(`${origin}/fr/routines/routine-peau-nette`);
  });

  it('gives every URL its alternates in the other languages', () => {
    const article = urls.find((url) => url.loc === `${origin}/de/presse/epigenetik`)!;
    expect(article.alternates).toEqual({
      nl: `${origin}/nl/magazine/epigenetica`,
      en: `${origin}/en/magazine/epigenetics`,
      de: `${origin}/de/presse/epigenetik`,
    });
    expect(article.lastmod).toBe('2025-02-18T07:00:00.000Z');
    expect(localizedUrls(origin, 'product', { en: { slug: 'x' } })).toEqual([
      { loc: `${origin}/en/product/x`, alternates: { en: `${origin}/en/product/x` } },
    ]);
  });

  it('writes the sitemaps.org XML with hreflang links, x-default and escaped URLs', () => {
    const xml = sitemapXml([
      {
        loc: `${origin}/en/products?a=1&b=2`,
        alternates: { nl: `${origin}/nl/producten`, en: `${origin}/en/products?a=1&b=2` },
        lastmod: '2026-11-21T10:00:00.000Z',
      },
      { loc: `${origin}/fr/routines/seule`, alternates: { fr: `${origin}/fr/routines/seule` } },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '  <url>',
        `    <loc>${origin}/en/products?a=1&amp;b=2</loc>`,
        '    <lastmod>2026-11-21</lastmod>',
        `    <xhtml:link rel="alternate" hreflang="nl" href="${origin}/nl/producten"/>`,
        `    <xhtml:link rel="alternate" hreflang="en" href="${origin}/en/products?a=1&amp;b=2"/>`,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}/nl/producten"/>`,
        '  </url>',
        '  <url>',
        `    <loc>${origin}/fr/routines/seule</loc>`,
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('robots.txt', () => {
  it('allows everything except the signed-in areas in every language, the back-office and the API', () => {
    const robots = robotsTxt(`${origin}/`);
    const disallowed = robots
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice(10));
    expect(disallowed).toEqual(
      expect.arrayContaining([
        '/nl/account',
        '/en/account',
        '/de/konto',
        '/fr/compte',
        '/nl/winkelmand',
        '/de/warenkorb',
        '/en/admin',
        '/nl/favorieten',
        '/admin/',
        '/api/',
      ]),
    );
    expect(disallowed).not.toContain('/nl/producten');
    expect(robots.startsWith('User-agent: *\nAllow: /\n')).toBe(true);
    expect(robots).toContain(`\nSitemap: ${origin}/sitemap.xml\n`);
  });
});
