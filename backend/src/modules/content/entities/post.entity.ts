import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { epochMs } from '../../../database/column-transformers.js';
import type { Locale } from '../../../common/i18n/locale.js';
import type { PostType } from '../content.constants.js';

export interface TwoColumnBlock {
  title: string;
  /** Sanitised rich text. */
  text: string;
  image: string;
  linkLabel?: string | null;
  linkUrl?: string | null;
  imagePosition: 'left' | 'right';
}

/** Full-width section with a background image; text at most 250 characters (SPEC §5). */
export interface FullWidthSection {
  image: string;
  title?: string | null;
  text: string;
  linkLabel?: string | null;
  linkUrl?: string | null;
}

/** A training attachment (type training): a label and a link. */
export interface PostAttachment {
  label: string;
  url: string;
}

/** One of the three basic sections; text at most 250 characters. */
export interface BasicSection {
  title?: string | null;
  text: string;
}

/**
 * A blog post (magazine article), routine or fixed page (SPEC §3). Content is per language: each
 * row has one language, and the rows of one piece share a translation key. Public answers show a
 * row only when published and inside its publish/removal window. Rich text is sanitised on save.
 */
@Entity('post')
@Unique('uq_post_language_slug', ['language', 'slug'])
@Index('idx_post_listing', ['type', 'language', 'publishAt'])
@Index('idx_post_translation', ['translationKey', 'language'])
export class PostEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Shared by the language versions of one piece (language switch, nl fallback). */
  @Column({ type: 'varchar', length: 120 })
  translationKey: string;

  @Column({ type: 'varchar', length: 2 })
  language: Locale;

  @Column({ type: 'varchar', length: 10 })
  type: PostType;

  /** Internal name shown in the back-office. */
  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Unique per language. */
  @Column({ type: 'varchar', length: 200 })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  subtitle: string | null;

  /** Teaser and meta description (plain text). */
  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** Visible from this moment (epoch ms). */
  @Column({ type: 'bigint', transformer: epochMs })
  publishAt: number;

  /** Hidden from this moment (epoch ms); null = never. */
  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  removeAt: number | null;

  @Column({ type: 'boolean', default: false })
  published: boolean;

  @Column({ type: 'simple-json' })
  tags: string[];

  @Column({ type: 'varchar', length: 500, nullable: true })
  thumbnailLandscape: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  thumbnailSquare: string | null;

  /** Landscape image for the home page hero. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  heroImage: string | null;

  /** Gallery, in display order. */
  @Column({ type: 'simple-json' })
  images: string[];

  /** Main text block: sanitised HTML. */
  @Column({ type: 'text' })
  content: string;

  /** Optional second text block: sanitised HTML. */
  @Column({ type: 'text', nullable: true })
  content2: string | null;

  @Column({ type: 'simple-json' })
  twoColumnBlocks: TwoColumnBlock[];

  /** 0 or 2 to 6 product slugs. */
  @Column({ type: 'simple-json' })
  featuredProducts: string[];

  @Column({ type: 'simple-json', nullable: true })
  fullWidthSection: FullWidthSection | null;

  @Column({ type: 'simple-json' })
  basicSections: BasicSection[];

  /** Trainings only: documents or videos by URL (partner portal). */
  @Column({ type: 'simple-json', nullable: true })
  attachments: PostAttachment[] | null;

  /** Trainings only: when a live session takes place (epoch ms); null = not a live session. */
  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  sessionAt: number | null;

  /** Trainings only: where the live session takes place (address or "online"). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  sessionLocation: string | null;

  /** Estimated from the words of the text blocks on save. */
  @Column({ type: 'integer', default: 1 })
  readingMinutes: number;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
