import { LOCALES, type Locale } from '../../../common/i18n/locale.js';
import { artUrl, type ArtTone } from '../../../modules/catalogue/artwork.js';
import type { PostType } from '../../../modules/content/content.constants.js';
import type { SavePostInput } from '../../../modules/content/content.service.js';
import { html, type Block } from './blocks.js';

/** The texts of one language version of a demo post. */
export interface PostTexts {
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  body: Block[];
  body2?: Block[];
  columns?: { title: string; text: string; linkLabel?: string; link?: string }[];
  sections?: { title: string; text: string }[];
  fullWidth?: { title?: string; text: string; linkLabel?: string; link?: string };
}

/** A demo post in every language: shared settings plus one PostTexts per language. */
export interface PostDef {
  key: string;
  type: PostType;
  /** ISO date of publication. */
  date: string;
  tags: string[];
  featured?: string[];
  tone: ArtTone;
  /** Has a landscape hero image for the home page. */
  hero?: boolean;
  texts: Record<Locale, PostTexts>;
}

/** Turns the demo definitions into savePost inputs (one per language), with generated artwork. */
export function toPostInputs(defs: PostDef[]): SavePostInput[] {
  return defs.flatMap((def) =>
    LOCALES.map((language): SavePostInput => {
      const t = def.texts[language];
      return {
        translationKey: def.key,
        language,
        type: def.type,
        name: `${def.key} (${language})`,
        slug: t.slug,
        title: t.title,
        subtitle: t.subtitle,
        description: t.description,
        publishAt: new Date(`${def.date}T07:00:00.000Z`).toISOString(),
        removeAt: null,
        published: true,
        tags: def.tags,
        thumbnailLandscape: artUrl(def.key, 'landscape', def.tone),
        thumbnailSquare: artUrl(def.key, 'square', def.tone),
        heroImage: def.hero ? artUrl(def.key, 'hero', def.tone) : null,
        images:
          def.type === 'page'
            ? []
            : [
                artUrl(`${def.key}-1`, 'landscape', def.tone),
                artUrl(`${def.key}-2`, 'portrait', def.tone),
              ],
        content: html(t.body),
        content2: t.body2 ? html(t.body2) : null,
        twoColumnBlocks: (t.columns ?? []).map((column, i) => ({
          title: column.title,
          text: `<p>${column.text}</p>`,
          image: artUrl(`${def.key}-column-${i + 1}`, 'square', def.tone),
          linkLabel: column.linkLabel ?? null,
          linkUrl: column.link ?? null,
          imagePosition: i % 2 === 0 ? 'left' : 'right',
        })),
        featuredProducts: def.featured ?? [],
        fullWidthSection: t.fullWidth
          ? {
              image: artUrl(`${def.key}-wide`, 'hero', def.tone),
              title: t.fullWidth.title ?? null,
              text: t.fullWidth.text,
              linkLabel: t.fullWidth.linkLabel ?? null,
              linkUrl: t.fullWidth.link ?? null,
            }
          : null,
        basicSections: t.sections ?? [],
      };
    }),
  );
}
