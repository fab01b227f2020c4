import { describe, expect, it } from 'vitest';
import {
  fromFormValues,
  newPostValues,
  missingLanguages,
  toFormErrors,
  toFormValues,
  translationValues,
  type Post,
} from './form-values';
import { featuredProducts, imageUrl, link, removeAfterPublish } from './validators';

const post: Post = {
  id: 'p1',
  translations: [
    {
      id: 'p1',
      language: 'en',
      slug: 'skin-clock',
      title: 'The skin clock',
      published: false,
      live: false,
    },
    {
      id: 'p2',
      language: 'nl',
      slug: 'huidklok',
      title: 'De huidklok',
      published: true,
      live: true,
    },
  ],
  translationKey: 'skin-clock',
  language: 'en',
  type: 'blog',
  name: 'Skin clock',
  slug: 'skin-clock',
  title: 'The skin clock',
  subtitle: null,
  description: 'About time.',
  publishAt: '2026-03-01T08:00:00.000Z',
  removeAt: null,
  published: false,
  live: false,
  tags: ['skin'],
  thumbnailLandscape: '/api/uploads/a-landscape.jpg',
  thumbnailSquare: null,
  heroImage: null,
  images: ['https://cdn.example.com/a.png', '/b.jpg'],
  content: '<p>Text</p>',
  content2: null,
  twoColumnBlocks: [
    {
      title: 'T',
      text: '<p>x</p>',
      image: '/c.svg',
      linkLabel: null,
      linkUrl: null,
      imagePosition: 'right',
    },
  ],
  featuredProducts: ['id1', 'id2'],
  fullWidthSection: {
    image: '/bg.jpg',
    title: null,
    text: 'Short',
    linkLabel: null,
    linkUrl: null,
  },
  basicSections: [{ title: null, text: 'One' }],
  readingMinutes: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('post form values', () => {
  it('round-trips a post through the form without changing it', () => {
    const back = fromFormValues(toFormValues(post));
    const {
      id: _id,
      live: _live,
      published: _published,
      readingMinutes: _r,
      createdAt: _c,
      updatedAt: _u,
      translations: _t,
      ...input
    } = post;
    expect(back).toEqual(input);
  });

  it('keeps images as reorderable rows in the form and URLs in the API', () => {
    const values = toFormValues(post);
    expect(values.images).toEqual([{ url: 'https://cdn.example.com/a.png' }, { url: '/b.jpg' }]);
    values.images = [values.images[1]!, values.images[0]!, { url: ' ' }];
    expect(fromFormValues(values).images).toEqual(['/b.jpg', 'https://cdn.example.com/a.png']);
  });

  it('sends nulls for empty optional texts, no full-width section when switched off, and ISO dates', () => {
    const values = {
      ...newPostValues(),
      subtitle: '  ',
      content: '<p></p>',
      content2: '<p></p>',
      publishAt: new Date('2026-05-01T10:00:00Z'),
      removeAt: '',
    };
    const input = fromFormValues(values);
    expect(input).toMatchObject({
      subtitle: null,
      content: '',
      content2: null,
      fullWidthSection: null,
      publishAt: '2026-05-01T10:00:00.000Z',
      removeAt: null,
    });
    expect(input).not.toHaveProperty('translationKey');
    expect(input).not.toHaveProperty('hasFullWidthSection');
  });

  it('puts the API field errors on the form fields, with the posts texts for the content rules', () => {
    expect(
      toFormErrors({
        'images.1': 'validation.imageUrl',
        title: 'validation.required',
        slug: 'validation.slugTaken',
        'fullWidthSection.text': 'validation.maxSectionLength',
      }),
    ).toEqual({
      'images.1.url': 'posts.validation.imageUrl',
      title: 'validation.required',
      slug: 'posts.validation.slugTaken',
      'fullWidthSection.text': 'posts.validation.maxSectionLength',
    });
  });
});

describe('post validators', () => {
  const run = (validator: unknown, value: unknown, values: Record<string, unknown> = {}) =>
    (validator as (v: unknown, all: unknown) => unknown)(value, values);

  it('takes https links and links on this shop', () => {
    expect(run(link, 'https://example.com')).toBeUndefined();
    expect(run(link, '/en/products')).toBeUndefined();
    expect(run(link, '')).toBeUndefined();
    expect(run(link, 'http://elsewhere.example')).toBe('posts.validation.link');
    expect(run(link, 'javascript:alert(1)')).toBe('posts.validation.link');
    expect(run(link, '//evil.example/x')).toBe('posts.validation.link');
  });

  it('takes image URLs of type jpeg, jpg, png, gif, svg or webp', () => {
    for (const url of [
      'https://cdn.example.com/a.jpeg',
      '/a.JPG',
      '/api/uploads/x-square.jpg?format=square',
      '/a.gif',
      '/a.svg',
      '/a.png',
      '/api/media/1/w640.webp',
    ])
      expect(run(imageUrl, url), url).toBeUndefined();
    for (const url of ['https://cdn.example.com/a.heic', '/a', 'http://elsewhere.example/a.png'])
      expect(run(imageUrl, url), url).toBe('posts.validation.imageUrl');
  });

  it('wants 0 or 2 to 6 featured products and a removal date after the publish date', () => {
    expect(run(featuredProducts, [])).toBeUndefined();
    expect(run(featuredProducts, ['a'])).toBe('posts.validation.featuredProductsCount');
    expect(run(featuredProducts, ['a', 'b'])).toBeUndefined();
    expect(run(featuredProducts, ['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe(
      'posts.validation.featuredProductsCount',
    );
    expect(
      run(removeAfterPublish, '2026-01-01T00:00:00Z', { publishAt: '2026-02-01T00:00:00Z' }),
    ).toBe('posts.validation.dateOrder');
    expect(
      run(removeAfterPublish, '2026-03-01T00:00:00Z', { publishAt: '2026-02-01T00:00:00Z' }),
    ).toBeUndefined();
  });
});

describe('translation groups', () => {
  it('lists the languages a piece has no version in, in nl, en, de, fr order', () => {
    expect(missingLanguages(post)).toEqual(['de', 'fr']);
    expect(missingLanguages({ language: 'fr', translations: [] })).toEqual(['nl', 'en', 'de']);
  });

  it('starts a translation with every field copied, in the other language, same group, unpublished', () => {
    const values = translationValues(post, 'de');
    expect(values).toMatchObject({
      language: 'de',
      translationKey: 'skin-clock',
      title: 'The skin clock',
      slug: 'skin-clock',
      name: 'Skin clock (DE)',
      content: post.content,
    });
    for (const key of ['id', 'published', 'live', 'translations', 'createdAt', 'updatedAt'])
      expect(values).not.toHaveProperty(key);
    // the form's shape: images as rows
    expect(values.images).toEqual(post.images.map((url) => ({ url })));
    // and the API input made from it carries the group
    expect(fromFormValues(values)).toMatchObject({ language: 'de', translationKey: 'skin-clock' });
  });
});
