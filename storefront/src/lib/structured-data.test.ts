import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  isRasterImage,
  previewImage,
  articleJsonLd,
  faqJsonLd,
  productJsonLd,
  toJsonLd,
  type ProductFacts,
} from './structured-data.ts';

const ctx = {
  origin: 'https://vyrelle.example',
  url: 'https://vyrelle.example/en/product/gold-peptide-serum',
  brandName: 'Vyrelle',
};
const serum: ProductFacts = {
  name: 'Peptide Serum',
  description: 'Our most concentrated serum for mature skin.',
  sku: 'gold-peptide-serum',
  images: [
    '/api/media/0b6f3d8e-1c2a-4f5e-9a7b-123456789abc/w1280.webp',
    'https://cdn.example/texture.jpg',
    // generated artwork without a raster file: search engines do not take SVG
    '/api/images/products/gold/serum/gold-peptide-serum.svg?view=texture',
  ],
  priceCents: 8900,
  currency: 'EUR',
  inStock: true,
  category: 'Serum',
};

describe('structured data', () => {
  it('tells raster images (JPEG, PNG, WebP) from SVG, which previews and search engines refuse', () => {
    expect(isRasterImage('/api/media/0b6f3d8e-1c2a-4f5e-9a7b-123456789abc/w640.webp')).toBe(true);
    expect(isRasterImage('https://cdn.example/a.JPG')).toBe(true);
    expect(isRasterImage('/api/images/products/gold/serum/x.svg')).toBe(false);
    expect(isRasterImage('/api/images/art/a.svg?format=hero')).toBe(false);
  });

  it('gives previews the raster image, the JPEG twin of generated art, and no other SVG', () => {
    expect(previewImage('/api/media/0b6f3d8e-1c2a-4f5e-9a7b-123456789abc/w1280.webp')).toBe(
      '/api/media/0b6f3d8e-1c2a-4f5e-9a7b-123456789abc/w1280.webp',
    );
    expect(previewImage('/api/images/art/skin-clock.svg?format=landscape&tone=blue')).toBe(
      '/api/images/art/skin-clock.jpg?format=landscape&tone=blue',
    );
    expect(previewImage('https://shop.example/api/images/art/skin-clock.svg')).toBe(
      'https://shop.example/api/images/art/skin-clock.jpg?format=landscape',
    );
    expect(previewImage('/api/images/art/skin-clock.svg?format=hero&tone=black')).toBe(
      '/api/images/art/skin-clock.jpg?format=landscape&tone=black',
    );
    expect(previewImage('/api/images/products/gold/serum/x.svg')).toBeNull();
    expect(previewImage('https://cdn.example/logo.svg')).toBeNull();
  });

  it('makes root-relative URLs absolute on the canonical origin', () => {
    expect(absoluteUrl('/api/x.svg', 'https://a.example')).toBe('https://a.example/api/x.svg');
    expect(absoluteUrl('api/x.svg', 'https://a.example')).toBe('https://a.example/api/x.svg');
    expect(absoluteUrl('https://b.example/y.svg', 'https://a.example')).toBe(
      'https://b.example/y.svg',
    );
  });

  it('describes a product with its brand, absolute images and an offer (price incl. VAT, availability)', () => {
    expect(productJsonLd(serum, ctx)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Peptide Serum',
      description: 'Our most concentrated serum for mature skin.',
      sku: 'gold-peptide-serum',
      image: [
        'https://vyrelle.example/api/media/0b6f3d8e-1c2a-4f5e-9a7b-123456789abc/w1280.webp',
        'https://cdn.example/texture.jpg',
      ],
      brand: { '@type': 'Brand', name: 'Vyrelle' },
      category: 'Serum',
      url: ctx.url,
      offers: {
        '@type': 'Offer',
        url: ctx.url,
        price: '89.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'Vyrelle' },
      },
    });
  });

  it('gives a product with approved reviews its aggregateRating, and none without', () => {
    const rated = productJsonLd({ ...serum, rating: { average: 4.5, count: 3 } }, ctx);
    expect(rated).toMatchObject({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: '4.5',
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect(productJsonLd({ ...serum, rating: null }, ctx)).not.toHaveProperty('aggregateRating');
    expect(productJsonLd(serum, ctx)).not.toHaveProperty('aggregateRating');
  });

  it('marks a product that is not in stock, and leaves out what it lacks', () => {
    const data = productJsonLd(
      { ...serum, inStock: false, description: null, images: [], priceCents: 2905 },
      ctx,
    ) as Record<string, unknown>;
    expect(data.offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
      price: '29.05',
    });
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('image');
  });

  it('describes an article by the brand, with dates, language and keywords', () => {
    const data = articleJsonLd(
      {
        headline: 'Epigenetics: your genes are not your destiny',
        description: 'A clear explanation.',
        image: '/api/media/0b6f3d8e-1c2a-4f5e-9a7b-123456789abc/landscape.webp',
        datePublished: '2025-02-18T07:00:00.000Z',
        dateModified: '2026-11-01T10:00:00.000Z',
        inLanguage: 'en',
        keywords: ['epigenetics', 'science'],
      },
      { ...ctx, url: 'https://vyrelle.example/en/magazine/epigenetics' },
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Epigenetics: your genes are not your destiny',
      description: 'A clear explanation.',
      image: [
        'https://vyrelle.example/api/media/0b6f3d8e-1c2a-4f5e-9a7b-123456789abc/landscape.webp',
      ],
      datePublished: '2025-02-18T07:00:00.000Z',
      dateModified: '2026-11-01T10:00:00.000Z',
      inLanguage: 'en',
      keywords: 'epigenetics, science',
      author: { '@type': 'Organization', name: 'Vyrelle', url: 'https://vyrelle.example' },
      publisher: { '@type': 'Organization', name: 'Vyrelle', url: 'https://vyrelle.example' },
      mainEntityOfPage: {
        '@type': 'WebPage',
        '@id': 'https://vyrelle.example/en/magazine/epigenetics',
      },
    });
  });

  it('cuts headlines longer than 110 characters', () => {
    const headline = 'A'.repeat(130);
    const data = articleJsonLd(
      {
        headline,
        description: null,
        image: null,
        datePublished: 'd',
        dateModified: 'd',
        inLanguage: 'nl',
        keywords: [],
      },
      ctx,
    ) as { headline: string };
    expect(data.headline).toHaveLength(110);
    expect(data.headline.endsWith('…')).toBe(true);
  });

  it('describes the FAQ as questions with accepted answers', () => {
    expect(faqJsonLd([{ question: 'When?', answer: '<p>Soon.</p>' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'When?',
          acceptedAnswer: { '@type': 'Answer', text: '<p>Soon.</p>' },
        },
      ],
    });
  });

  it('builds JSON-LD from the serialisable description a screen gives', () => {
    expect(toJsonLd({ kind: 'product', product: serum }, ctx)).toMatchObject({
      '@type': 'Product',
    });
    expect(toJsonLd({ kind: 'faq', questions: [] }, ctx)).toMatchObject({ '@type': 'FAQPage' });
  });
});
