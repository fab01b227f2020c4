/**
 * The post as the API has it ↔ the post as the form edits it. The form keeps images as
 * `{ url }` rows (react-hook-form's field arrays want objects, and the rows are reorderable),
 * and the full-width section behind a switch; the API takes nulls for empty optional texts.
 */

import { LOCALES } from '../../api/generated/enums';
import type { AdminPost, BasicSection, FullWidthSection, TwoColumnBlock } from '../../api/types';

export const SECTION_TEXT_MAX = 250;
export const FEATURED_MIN = 2;
export const FEATURED_MAX = 6;

type TrainingField = 'attachments' | 'sessionAt' | 'sessionLocation';

/**
 * A post as the form round-trips it: the API's AdminPostResponseDto, with the training-only fields
 * optional (a blog post's values need not carry them).
 */
export type Post = Omit<AdminPost, TrainingField> & Partial<Pick<AdminPost, TrainingField>>;

export type PostFormValues = Record<string, unknown> & {
  images: { url: string }[];
  hasFullWidthSection: boolean;
  fullWidthSection: FullWidthSection;
};

const EMPTY_SECTION: FullWidthSection = {
  image: '',
  title: '',
  text: '',
  linkLabel: '',
  linkUrl: '',
};

/** A new post: a blog article in Dutch, to be published from now. */
export function newPostValues(): PostFormValues {
  return {
    type: 'blog',
    language: 'nl',
    name: '',
    slug: '',
    title: '',
    subtitle: '',
    description: '',
    publishAt: new Date().toISOString(),
    removeAt: null,
    tags: [],
    thumbnailLandscape: '',
    thumbnailSquare: '',
    heroImage: '',
    images: [],
    content: '',
    content2: '',
    twoColumnBlocks: [],
    featuredProducts: [],
    hasFullWidthSection: false,
    fullWidthSection: { ...EMPTY_SECTION },
    basicSections: [],
  };
}

export function toFormValues(post: Partial<Post>): PostFormValues {
  return {
    ...post,
    images: (post.images ?? []).map((url) => ({ url })),
    hasFullWidthSection: Boolean(post.fullWidthSection),
    fullWidthSection: { ...EMPTY_SECTION, ...(post.fullWidthSection ?? {}) },
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const orNull = (value: unknown): string | null => text(value) || null;
const iso = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
};
/** Rich text inputs leave `<p></p>` behind when emptied. */
const richOrNull = (value: unknown): string | null => {
  const html = text(value);
  return html.replace(/<p>\s*<\/p>/g, '').trim() ? html : null;
};

/** The form's values as the API's input (CreateAdminPostDto): only the fields it takes. */
export function fromFormValues(values: Record<string, unknown>): Record<string, unknown> {
  const section = (values.fullWidthSection ?? {}) as Partial<FullWidthSection>;
  const blocks = (values.twoColumnBlocks ?? []) as Partial<TwoColumnBlock>[];
  const sections = (values.basicSections ?? []) as Partial<BasicSection>[];
  const images = (values.images ?? []) as ({ url?: string } | string)[];
  const translationKey = text(values.translationKey);
  return {
    ...(translationKey ? { translationKey } : {}),
    type: values.type,
    language: values.language,
    name: text(values.name),
    slug: text(values.slug),
    title: text(values.title),
    subtitle: orNull(values.subtitle),
    description: orNull(values.description),
    publishAt: iso(values.publishAt) ?? '',
    removeAt: iso(values.removeAt),
    tags: ((values.tags ?? []) as string[]).map(text).filter(Boolean),
    thumbnailLandscape: orNull(values.thumbnailLandscape),
    thumbnailSquare: orNull(values.thumbnailSquare),
    heroImage: orNull(values.heroImage),
    images: images.map((row) => text(typeof row === 'string' ? row : row?.url)).filter(Boolean),
    content: richOrNull(values.content) ?? '',
    content2: richOrNull(values.content2),
    twoColumnBlocks: blocks.map((block) => ({
      title: text(block.title),
      text: richOrNull(block.text) ?? '',
      image: text(block.image),
      linkLabel: orNull(block.linkLabel),
      linkUrl: orNull(block.linkUrl),
      imagePosition: block.imagePosition === 'right' ? 'right' : 'left',
    })),
    featuredProducts: (values.featuredProducts ?? []) as string[],
    fullWidthSection: values.hasFullWidthSection
      ? {
          image: text(section.image),
          title: orNull(section.title),
          text: text(section.text),
          linkLabel: orNull(section.linkLabel),
          linkUrl: orNull(section.linkUrl),
        }
      : null,
    basicSections: sections.map((row) => ({ title: orNull(row.title), text: text(row.text) })),
    // Trainings only: attachments by URL and a live session.
    ...(values.type === 'training'
      ? {
          attachments: ((values.attachments ?? []) as { label?: string; url?: string }[])
            .map((row) => ({ label: text(row.label), url: text(row.url) }))
            .filter((row) => row.label || row.url),
          sessionAt: iso(values.sessionAt),
          sessionLocation: orNull(values.sessionLocation),
        }
      : {}),
  };
}

/** Server message keys that only posts use: their texts live under `posts.validation`. */
const POST_MESSAGES = new Set([
  'imageUrl',
  'link',
  'featuredProductsCount',
  'unknownProduct',
  'dateOrder',
  'maxSectionLength',
  'slugTaken',
  'slug',
  'tooMany',
  'uploadUnusable',
  'uploadTooLarge',
]);

/** The API's field errors (field path → message key) as the form's (field name → message key). */
export function toFormErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const rule = /^validation\.(\w+)$/.exec(message)?.[1];
      const key = rule && POST_MESSAGES.has(rule) ? `posts.validation.${rule}` : message;
      const name = /^images\.\d+$/.test(field) ? `${field}.url` : field;
      return [name, key];
    }),
  );
}

/**
 * The values a new translation of `post` starts from: every field copied to be translated, in the
 * other language, in the same translation group, unpublished (the slug may stay: it is unique per
 * language).
 */
export function translationValues(post: Post, language: string): PostFormValues {
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    live: _l,
    readingMinutes: _r,
    translations: _t,
    published: _p,
    ...rest
  } = post;
  return toFormValues({
    ...rest,
    language: language as Post['language'],
    translationKey: post.translationKey,
    name: `${post.name} (${language.toUpperCase()})`,
  });
}

/** The languages a piece has no version in yet (in nl, en, de, fr order). */
export function missingLanguages(post: Pick<Post, 'translations' | 'language'>): string[] {
  const present = new Set([post.language, ...(post.translations ?? []).map((t) => t.language)]);
  return LOCALES.filter((language) => !present.has(language));
}
