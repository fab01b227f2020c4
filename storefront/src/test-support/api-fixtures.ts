/**
 * A small, realistic stand-in for the backend API in tests of the server render and of
 * hydration: `vi.stubGlobal('fetch', fixtureFetch(config))`. Answers the public catalogue,
 * content and store calls with the shapes of `backend/openapi.json`, 404 problem details for
 * unknown slugs and paths.
 */
import type {
  CollectionDetail,
  PostDetail,
  PostList,
  PostSummary,
  ProductDetail,
  ProductList,
  ProductSummary,
} from '../lib/api-types.ts';

export const fixtureProducts: ProductSummary[] = [
  {
    id: 'p-serum',
    slug: 'black-epigenetic-shield-serum',
    name: 'Epigenetic Shield Serum',
    subtitle: 'Our most-loved serum',
    type: 'serum',
    typeLabel: 'Serum',
    collection: 'black',
    skinTypes: ['normal', 'sensitive'],
    timing: ['day', 'night'],
    spf: null,
    priceCents: 7900,
    vatRate: 21,
    promotionPriceCents: null,
    lowestPrice30Days: null,
    currency: 'EUR',
    inStock: true,
    size: '30 ml',
    image: '/api/images/products/black/serum/black-epigenetic-shield-serum.svg',
    bestsellerRank: 1,
    setKind: null,
    rating: null,
    locale: 'en',
  },
  {
    id: 'p-sun',
    slug: 'grey-sun-cream-spf50',
    name: 'Sun Cream SPF 50',
    subtitle: 'High protection, light as air',
    type: 'cream',
    typeLabel: 'Cream',
    collection: 'grey',
    skinTypes: ['normal', 'dry', 'sensitive'],
    timing: ['day'],
    spf: 50,
    priceCents: 3450,
    vatRate: 21,
    promotionPriceCents: null,
    lowestPrice30Days: null,
    currency: 'EUR',
    inStock: true,
    size: '50 ml',
    image: '/api/images/products/grey/cream/grey-sun-cream-spf50.svg',
    bestsellerRank: 4,
    setKind: null,
    rating: null,
    locale: 'en',
  },
  {
    id: 'p-lip',
    slug: 'gold-lip-volume',
    name: 'Lip Volume',
    subtitle: 'Fuller lips, smoother contour',
    type: 'lip-care',
    typeLabel: 'Lip care',
    collection: 'gold',
    skinTypes: ['mature', 'dry'],
    timing: ['day', 'night'],
    spf: null,
    priceCents: 2900,
    vatRate: 21,
    promotionPriceCents: null,
    lowestPrice30Days: null,
    currency: 'EUR',
    inStock: false,
    size: '10 ml',
    image: '/api/images/products/gold/lip-care/gold-lip-volume.svg',
    bestsellerRank: null,
    setKind: null,
    rating: null,
    locale: 'en',
  },
];

const facet = (value: string, label: string, count: number) => ({
  value,
  label,
  count,
  selected: false,
});

export const fixtureProductList: ProductList = {
  data: fixtureProducts,
  total: 3,
  page: 1,
  perPage: 12,
  pageCount: 1,
  sort: 'bestseller',
  locale: 'en',
  facets: {
    collection: [
      facet('blue', 'Blue', 0),
      facet('black', 'Black', 1),
      facet('gold', 'Gold', 1),
      facet('grey', 'Grey', 1),
    ],
    skinType: [
      facet('normal', 'Normal skin', 2),
      facet('dry', 'Dry skin', 2),
      facet('sensitive', 'Sensitive skin', 2),
      facet('mature', 'Mature skin', 1),
      facet('oily', 'Oily skin', 0),
    ],
    timing: [facet('day', 'Day', 3), facet('night', 'Night', 2)],
    type: [
      facet('serum', 'Serum', 1),
      facet('cream', 'Cream', 1),
      facet('lip-care', 'Lip care', 1),
    ],
  },
};

export const fixtureProductDetail: ProductDetail = {
  ...fixtureProducts[0]!,
  description: 'Our best-selling serum protects the skin with an epigenetic shield.',
  usage: 'Apply 3 drops to cleansed skin, morning and evening.',
  ingredients:
    'White tea – antioxidant protection.\nFermented soy – supports the skin’s own renewal.',
  inci: 'Aqua, Glycerin, Camellia Sinensis Leaf Extract',
  consistency: 'Light, silky serum',
  images: [
    '/api/images/products/black/serum/black-epigenetic-shield-serum.svg',
    '/api/images/products/black/serum/black-epigenetic-shield-serum.svg?view=texture',
  ],
  stock: 120,
  collectionInfo: { slug: 'black', name: 'Black', colour: '#1b1b1f' },
  related: [fixtureProducts[1]!],
  setItems: [],
};

export const fixtureCollection: CollectionDetail = {
  slug: 'black',
  name: 'Black',
  tagline: 'The epigenetic shield',
  audience: 'Anti-ageing for normal to sensitive skin, aged about 25 to 45.',
  colour: '#1b1b1f',
  ageRange: '25-45',
  image: '/api/images/art/collection-black.svg?format=hero&tone=black',
  productCount: 1,
  locale: 'en',
  description: 'Black protects the skin with an epigenetic shield.',
  products: [fixtureProducts[0]!],
};

export const fixturePost: PostSummary = {
  id: 'a-epigenetics',
  translationKey: 'what-is-epigenetics',
  slug: 'epigenetics-your-genes-are-not-your-destiny',
  type: 'blog',
  language: 'en',
  title: 'Epigenetics: your genes are not your destiny',
  subtitle: 'How your lifestyle shapes the way your skin ages',
  description: 'Your DNA is a score; epigenetics decides which notes are played.',
  publishedAt: '2025-02-18T07:00:00.000Z',
  tags: ['epigenetics', 'science'],
  thumbnailLandscape: '/api/images/art/what-is-epigenetics.svg?format=landscape&tone=black',
  thumbnailSquare: '/api/images/art/what-is-epigenetics.svg?format=square&tone=black',
  heroImage: '/api/images/art/what-is-epigenetics.svg?format=hero&tone=black',
  readingMinutes: 3,
  routine: null,
};

export const fixturePostDetail: PostDetail = {
  ...fixturePost,
  content:
    '<p>Every cell in your body contains the same DNA.</p><h2>What switches genes on or off?</h2><p>UV, stress and lack of sleep.</p>',
  content2: '<p>A second text block.</p>',
  images: ['/api/images/art/what-is-epigenetics-1.svg?format=landscape&tone=black'],
  twoColumnBlocks: [
    {
      title: 'What you can choose',
      text: '<p>Sun protection and sleep.</p>',
      image: '/api/images/art/c.svg?format=square&tone=black',
      linkLabel: 'Discover Black',
      linkUrl: '/en/collections/black',
      imagePosition: 'right',
    },
  ],
  featuredProducts: [fixtureProducts[0]!, fixtureProducts[1]!],
  fullWidthSection: {
    image: '/api/images/art/w.svg?format=hero&tone=gold',
    title: 'Find your specialist',
    text: 'Thirty partner salons.',
    linkLabel: 'To the store locator',
    linkUrl: '/en/stores',
  },
  basicSections: [
    { title: '28 days', text: 'One skin cycle.' },
    { title: 'Patience', text: 'Results after two cycles.' },
    { title: 'Consistency', text: 'Every day.' },
  ],
  alternates: [
    { language: 'nl', slug: 'epigenetica-je-genen-zijn-geen-lot' },
    { language: 'en', slug: 'epigenetics-your-genes-are-not-your-destiny' },
    { language: 'de', slug: 'epigenetik-ihre-gene-sind-kein-schicksal' },
  ],
  languageFallback: false,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const fixturePostList = (type: 'blog' | 'routine'): PostList => ({
  data:
    type === 'blog'
      ? [fixturePost]
      : [
          {
            ...fixturePost,
            id: 'r-clear',
            type: 'routine',
            slug: 'routine-for-clear-skin',
            translationKey: 'routine-clear',
            title: 'Routine for clear skin',
            routine: { line: 'blue', steps: 5, times: ['morning', 'evening'] },
          },
        ],
  total: 1,
  page: 1,
  perPage: 6,
  pageCount: 1,
  type,
  sort: 'latest',
  locale: 'en',
});

export const fixtureHome = {
  locale: 'en',
  hero: {
    title: 'Skincare that understands your genes',
    subtitle: 'Professional epigenetic skincare from Belgium',
    description: 'For every age and every skin.',
    image: '/api/images/art/home.svg?format=hero&tone=black',
  },
  highlights: [
    { title: 'Free delivery', text: 'From € 125 in Belgium, the Netherlands and Germany.' },
  ],
  bestsellers: fixtureProducts.slice(0, 2),
  memberCall: {
    image: null,
    title: 'Become a member',
    text: 'Save your favourites.',
    linkLabel: 'Create an account',
    linkUrl: '/en/register',
  },
  giftSets: [],
  collections: [
    {
      slug: 'black',
      name: 'Black',
      tagline: 'The epigenetic shield',
      audience: 'Ages 25 to 45.',
      colour: '#1b1b1f',
      ageRange: '25-45',
      image: null,
      productCount: 13,
      locale: 'en',
    },
  ],
  featuredArticle: fixturePost,
  latestArticles: [fixturePost],
};

export const fixtureFaq = {
  locale: 'en',
  sections: [
    {
      key: 'brand',
      title: 'The brand',
      items: [
        {
          id: 'q1',
          question: 'What is Vyrelle?',
          answer: '<p>Professional epigenetic skincare from Belgium.</p>',
        },
      ],
    },
  ],
};

export const fixtureStores = {
  data: [
    {
      id: 's-gent',
      name: 'Atelier Epiderma',
      address: 'Korenmarkt 12',
      postalCode: '9000',
      city: 'Gent',
      country: 'BE',
      latitude: 51.0546,
      longitude: 3.7211,
      phone: '+32 9 225 40 18',
      website: 'https://epiderma-gent.example',
      email: null,
      officialPartner: true,
      openingHours: { mon: [], tue: [['10:00', '18:30']], sat: [['10:00', '17:00']], sun: [] },
      services: ['Microneedling', 'Skin analysis'],
      languages: ['nl', 'en'],
      distanceKm: null,
    },
  ],
  total: 1,
  page: 1,
  perPage: 200,
  pageCount: 1,
  sort: 'name',
  origin: null,
};

const notFound = (detail: string, code = 'NOT_FOUND') =>
  Response.json(
    { type: 'about:blank', title: 'Not Found', status: 404, detail, code, errors: {} },
    { status: 404, headers: { 'content-type': 'application/problem+json' } },
  );

/** The answer of the stand-in API for one URL. */
export function fixtureResponse(url: URL, config: unknown): Response {
  const path = url.pathname.replace(/^\/api\//, '');
  const [first, second, third] = path.split('/');
  switch (first) {
    case 'config':
      return Response.json(config);
    case 'home':
      return Response.json(fixtureHome);
    case 'products':
      if (!second) return Response.json(fixtureProductList);
      if (third === 'reviews')
        return Response.json({
          data: [],
          total: 0,
          page: 1,
          perPage: 5,
          pageCount: 0,
          average: null,
          count: 0,
        });
      return second === fixtureProductDetail.slug
        ? Response.json(fixtureProductDetail)
        : notFound('No such product', 'CATALOGUE_PRODUCT_NOT_FOUND');
    case 'collections':
      return second
        ? Response.json({ ...fixtureCollection, slug: second })
        : notFound('No such path');
    case 'posts': {
      const type = url.searchParams.get('type') === 'routine' ? 'routine' : 'blog';
      if (!second) return Response.json(fixturePostList(type));
      const list = fixturePostList(type).data;
      const match = list.find((post) => post.slug === second);
      return match
        ? Response.json({ ...fixturePostDetail, ...match })
        : notFound('No such post', 'CONTENT_POST_NOT_FOUND');
    }
    case 'pages':
      return second === 'spring' || !second
        ? notFound('No such page', 'CONTENT_POST_NOT_FOUND')
        : Response.json({
            ...fixturePostDetail,
            type: 'page',
            slug: second,
            title: `Page ${second}`,
            featuredProducts: [],
          });
    case 'faq':
      return Response.json(fixtureFaq);
    case 'stores':
      return Response.json(fixtureStores);
    default:
      return notFound('No such path');
  }
}

/** A `fetch` that answers every API call from the fixtures (and records the calls). */
export function fixtureFetch(config: unknown): (input: RequestInfo | URL) => Promise<Response> {
  return async (input) =>
    fixtureResponse(new URL(input instanceof Request ? input.url : String(input)), config);
}
