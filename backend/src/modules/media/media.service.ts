import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Inject, Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { AdminCatalogueService } from '../catalogue/admin-catalogue.service.js';
import { ImageImportQuery } from '../catalogue/catalogue.events.js';
import { AdminContentService } from '../content/admin-content.service.js';
import { sniffImage, svgIsSafe } from '../uploads/image-sniffer.js';
import {
  UPLOADS_STORAGE,
  type StoredUpload,
  type UploadsStorage,
} from '../uploads/storage/index.js';
import { tooLarge, unusable, UPLOAD_MAX_BYTES } from '../uploads/uploads.service.js';
import { addressPolicy, type AddressPolicy } from './address-policy.js';
import {
  toMediaResponse,
  type ImportMediaDto,
  type ListMediaQueryDto,
  type MediaListResponseDto,
  type MediaResponseDto,
  type UpdateMediaDto,
} from './dto/media.dto.js';
import { MediaEntity } from './entities/media.entity.js';
import { generatedImage } from './generated-images.js';
import { cropVariants, decode, widthVariants } from './image-variants.js';
import { MediaErrorCode } from './media.errors.js';
import { fetchImage } from './url-fetcher.js';

const MIME = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
} as const;

/** Injection token of the address policy of the URL import (tests build their own app config). */
export const MEDIA_ADDRESS_POLICY = Symbol('MEDIA_ADDRESS_POLICY');

/** The key of the widest width file (the source for new crops when the master is missing). */
function widestFile(files: Record<string, string>): string | undefined {
  const widths = Object.keys(files)
    .filter((name) => /^w\d+$/.test(name))
    .sort((a, b) => Number(b.slice(1)) - Number(a.slice(1)));
  return widths[0] ? files[widths[0]] : undefined;
}

export function mediaAddressPolicy(config: AppConfig): AddressPolicy {
  return addressPolicy(config.mediaImport.allowedAddresses);
}

/**
 * The media library: images checked by their bytes, decoded and re-encoded by sharp into WebP
 * files at the storefront's srcset widths plus a square and a landscape crop around the focal
 * point, kept in the uploads storage and served from the shop's own origin. Images given by URL
 * are fetched once (public https addresses only) and go through the same pipeline.
 */
@Injectable()
export class MediaService {
  private readonly ca: string | undefined;

  constructor(
    @InjectRepository(MediaEntity) private readonly media: Repository<MediaEntity>,
    @Inject(UPLOADS_STORAGE) private readonly storage: UploadsStorage,
    @Inject(MEDIA_ADDRESS_POLICY) private readonly policy: AddressPolicy,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    private readonly catalogue: AdminCatalogueService,
    private readonly content: AdminContentService,
  ) {
    this.ca = config.mediaImport.caFile
      ? readFileSync(config.mediaImport.caFile, 'utf8')
      : undefined;
  }

  async list(query: ListMediaQueryDto): Promise<MediaListResponseDto> {
    const builder = this.media.createQueryBuilder('m');
    if (query.idList.length) builder.andWhere('m.id IN (:...ids)', { ids: query.idList });
    if (query.q)
      builder.andWhere('LOWER(m.alt) LIKE :q', {
        q: `%${query.q.toLowerCase().replace(/[%_\\]/g, '')}%`,
      });
    const [rows, total] = await builder
      .orderBy('m.createdAt', query.order)
      .addOrderBy('m.id', 'ASC')
      .skip(query.skip)
      .take(query.perPage)
      .getManyAndCount();
    return { data: rows.map(toMediaResponse), total };
  }

  async get(id: string): Promise<MediaResponseDto> {
    return toMediaResponse(await this.find(id));
  }

  /** An uploaded file (at most 5 MB, the multipart limit). */
  upload(userId: string, bytes: Buffer): Promise<MediaResponseDto> {
    if (bytes.length > UPLOAD_MAX_BYTES) throw tooLarge();
    return this.create(userId, bytes, null, null);
  }

  /** An image given by URL, fetched once into the library. */
  async import(
    userId: string | null,
    dto: Pick<ImportMediaDto, 'url'> & { altNl?: string },
  ): Promise<MediaResponseDto> {
    const fetched = await fetchImage(dto.url, {
      policy: this.policy,
      timeoutMs: this.config.mediaImport.timeoutMs,
      ...(this.ca ? { ca: this.ca } : {}),
    });
    const fallbackAlt = decodeURIComponent(
      new URL(fetched.finalUrl).pathname.split('/').pop() ?? '',
    )
      .replace(/\.[a-z0-9]+$/i, '')
      .replace(/[-_]+/g, ' ')
      .trim()
      .slice(0, 300);
    return this.create(
      userId,
      fetched.bytes,
      dto.url,
      dto.altNl || fallbackAlt || 'afbeelding',
      'url',
    );
  }

  /**
   * A generated SVG (the demo seed's product artwork) as a library image: rasterised `width`
   * pixels wide and re-encoded into the same WebP widths and crops as an upload. The WebP files
   * are cached in `cacheDir` under the SVG's content hash, so a later seed copies them instead of
   * running sharp again. No master is kept: a new crop starts from the widest file.
   */
  async createGenerated(
    svg: string,
    options: { width: number; alt: Record<string, string>; cacheDir: string },
  ): Promise<MediaResponseDto> {
    const bytes = Buffer.from(svg);
    const generated = await generatedImage(bytes, options.width, options.cacheDir).catch(
      (error: unknown) => {
        throw this.refused('file', error);
      },
    );
    const media = this.media.create({
      files: {},
      width: generated.width,
      height: generated.height,
      mime: MIME.svg,
      bytes: bytes.length,
      focalX: 0.5,
      focalY: 0.5,
      alt: options.alt,
      sourceUrl: null,
      createdBy: null,
    });
    await this.media.insert(media);
    media.files = await this.store(media.id, generated.variants);
    await this.media.update({ id: media.id }, { files: media.files });
    return toMediaResponse(media);
  }

  async update(id: string, dto: UpdateMediaDto): Promise<MediaResponseDto> {
    const media = await this.find(id);
    if (dto.alt)
      media.alt = Object.fromEntries(
        Object.entries(dto.alt).filter(([, text]) => typeof text === 'string' && text !== ''),
      );
    const focalChanged =
      (dto.focalX !== undefined && dto.focalX !== media.focalX) ||
      (dto.focalY !== undefined && dto.focalY !== media.focalY);
    if (focalChanged) {
      media.focalX = dto.focalX ?? media.focalX;
      media.focalY = dto.focalY ?? media.focalY;
      const source = await this.readAll(media.files.master ?? widestFile(media.files));
      const crops = await cropVariants(source, media, { x: media.focalX, y: media.focalY });
      const old = { square: media.files.square, landscape: media.files.landscape };
      media.files = { ...media.files, ...(await this.store(media.id, crops)) };
      await this.media.save(media);
      await Promise.all(
        Object.values(old).map((key) => (key ? this.storage.delete(key) : Promise.resolve())),
      );
      return toMediaResponse(media);
    }
    return toMediaResponse(await this.media.save(media));
  }

  /** Admins only (the controller says so); refused while a product or post shows the image. */
  async remove(id: string): Promise<void> {
    const media = await this.find(id);
    const prefix = `/api/media/${media.id}/`;
    const [products, posts] = await Promise.all([
      this.catalogue.productsShowingImage(prefix),
      this.content.postsShowingImage(prefix),
    ]);
    if (products.length || posts.length)
      throw new AppError(
        'conflict',
        MediaErrorCode.IN_USE,
        'This image is still shown by a product or post; remove it there first.',
        { extra: { products, posts } },
      );
    await this.media.delete({ id: media.id });
    await Promise.all(Object.values(media.files).map((key) => this.storage.delete(key)));
  }

  /**
   * A product's external image (admin API, CSV import) into the library: the medium imported
   * earlier from the same address when there is one, else fetched now (same checks as
   * {@link import}); `query.fetch` false only looks.
   */
  @OnEvent(ImageImportQuery.NAME, { suppressErrors: false })
  async onImageImport(query: ImageImportQuery): Promise<void> {
    query.answered = true;
    const known = await this.media.findOne({
      where: { sourceUrl: query.sourceUrl },
      order: { createdAt: 'ASC' },
    });
    if (known) {
      query.url = toMediaResponse(known).url;
      return;
    }
    if (!query.fetch) return;
    try {
      query.url = (await this.import(query.userId, { url: query.sourceUrl })).url;
    } catch (error) {
      query.error = error;
    }
  }

  /** One file of a medium, or null. */
  async open(id: string, variant: string): Promise<StoredUpload | null> {
    const media = await this.media.findOne({ where: { id }, select: { id: true, files: true } });
    const key = media?.files[variant];
    if (!key || variant === 'master') return null;
    return this.storage.get(key);
  }

  private async create(
    userId: string | null,
    bytes: Buffer,
    sourceUrl: string | null,
    altNl: string | null,
    origin: 'file' | 'url' = 'file',
  ): Promise<MediaResponseDto> {
    const type = sniffImage(bytes);
    if (!type || (type === 'svg' && !svgIsSafe(bytes))) throw this.refused(origin);
    let decoded: Awaited<ReturnType<typeof decode>>;
    let variants: { name: string; data: Buffer }[];
    try {
      decoded = await decode({ bytes, svg: type === 'svg' });
      variants = [
        ...(await widthVariants(decoded.master, decoded.width)),
        ...(await cropVariants(decoded.master, decoded, { x: 0.5, y: 0.5 })),
        { name: 'master', data: decoded.master },
      ];
    } catch (error) {
      throw this.refused(origin, error);
    }
    const media = this.media.create({
      files: {},
      width: decoded.width,
      height: decoded.height,
      mime: MIME[type],
      bytes: bytes.length,
      focalX: 0.5,
      focalY: 0.5,
      alt: altNl ? { nl: altNl } : {},
      sourceUrl,
      createdBy: userId,
    });
    await this.media.insert(media);
    media.files = await this.store(media.id, variants);
    await this.media.update({ id: media.id }, { files: media.files });
    return toMediaResponse(media);
  }

  /** Stores each variant under a name made of the medium and the bytes (a changed crop gets a new name). */
  private async store(
    id: string,
    variants: { name: string; data: Buffer }[],
  ): Promise<Record<string, string>> {
    const files: Record<string, string> = {};
    await Promise.all(
      variants.map(async ({ name, data }) => {
        // the variant's name is part of the hash: a full-frame crop may equal a width file byte for byte
        const hash = createHash('sha256')
          .update(`${id}/${name}/`)
          .update(data)
          .digest('hex')
          .slice(0, 32);
        const key = `media-${hash}.${name === 'master' ? 'png' : 'webp'}`;
        await this.storage.put(key, data, name === 'master' ? 'image/png' : 'image/webp');
        files[name] = key;
      }),
    );
    return files;
  }

  private async readAll(key: string | undefined): Promise<Buffer> {
    const stored = key ? await this.storage.get(key) : null;
    if (!stored)
      throw new AppError(
        'not_found',
        MediaErrorCode.NOT_FOUND,
        `The image file ${key ?? ''} is missing.`,
      );
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  private async find(id: string): Promise<MediaEntity> {
    const media = /^[0-9a-f-]{36}$/.test(id) ? await this.media.findOneBy({ id }) : null;
    if (!media) throw new AppError('not_found', MediaErrorCode.NOT_FOUND, 'No such image.');
    return media;
  }

  private refused(origin: 'file' | 'url', cause?: unknown): AppError {
    const error = unusable(cause);
    return origin === 'url'
      ? new AppError('unprocessable', error.code, error.message, {
          errors: { url: 'validation.uploadUnusable' },
          cause,
        })
      : error;
  }
}
