/** Client-side versions of the API's content rules (SPEC §5); the API checks them again. */
import { maxLength, regex, required, type Validator } from 'react-admin';
import { FEATURED_MAX, FEATURED_MIN, SECTION_TEXT_MAX } from './form-values';

const IMAGE_PATH = /\.(jpe?g|png|gif|svg|webp)$/i;

function isOurs(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** https://…, our own host, or a root-relative path; empty is fine (use `required` for that). */
export function isAllowedLink(value: string): boolean {
  if (isOurs(value)) return true;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' ||
      (typeof window !== 'undefined' && url.origin === window.location.origin)
    );
  } catch {
    return false;
  }
}

export const link: Validator = (value: unknown) =>
  typeof value === 'string' && value.trim() && !isAllowedLink(value.trim())
    ? 'posts.validation.link'
    : undefined;

export const imageUrl: Validator = (value: unknown) => {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const url = value.trim();
  if (!isAllowedLink(url)) return 'posts.validation.imageUrl';
  const path = new URL(url, 'http://x').pathname;
  return IMAGE_PATH.test(path) ? undefined : 'posts.validation.imageUrl';
};

export const featuredProducts: Validator = (value: unknown) => {
  const count = Array.isArray(value) ? value.length : 0;
  return count === 0 || (count >= FEATURED_MIN && count <= FEATURED_MAX)
    ? undefined
    : 'posts.validation.featuredProductsCount';
};

export const sectionText = [
  required(),
  maxLength(SECTION_TEXT_MAX, 'posts.validation.maxSectionLength'),
];
export const slug = [required(), regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'posts.validation.slug')];

/** The removal date, when given, comes after the publish date. */
export const removeAfterPublish: Validator = (value: unknown, values: Record<string, unknown>) => {
  if (!value || !values.publishAt) return undefined;
  return new Date(String(value as string)).getTime() <=
    new Date(String(values.publishAt as string)).getTime()
    ? 'posts.validation.dateOrder'
    : undefined;
};
