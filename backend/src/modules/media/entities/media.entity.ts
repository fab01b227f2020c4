import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * An image of the media library: re-encoded WebP files in the uploads storage (one per width for
 * the storefront's srcset, and a square and a landscape crop around the focal point), its alt text
 * per locale (nl required) and where it came from. Products and posts refer to it by its URLs.
 */
@Entity('media')
export class MediaEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Storage key per variant: `w320`…`w1600` (never wider than the source), `square`, `landscape`. */
  @Column({ type: 'simple-json' })
  files: Record<string, string>;

  /** Size of the source image in pixels (after EXIF rotation). */
  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  /** What the source bytes were (image/jpeg, image/png, image/gif, image/webp, image/svg+xml). */
  @Column({ type: 'varchar', length: 40 })
  mime: string;

  /** Size of the source in bytes. */
  @Column({ type: 'integer' })
  bytes: number;

  /** Focal point, 0..1 from the left and from the top: the crops keep it in view. */
  @Column({ type: 'real' })
  focalX: number;

  @Column({ type: 'real' })
  focalY: number;

  /** Alt text per locale (nl, en, de, fr); nl is required, the others fall back to it. */
  @Column({ type: 'simple-json' })
  alt: Record<string, string>;

  /** The https URL an imported image was fetched from (null for an upload). */
  @Column({ type: 'varchar', length: 2000, nullable: true })
  sourceUrl: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  createdBy: string | null;

  @Index('IDX_media_createdAt')
  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
