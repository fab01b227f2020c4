import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, type Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { diffFields, AuditService, type AuditActor } from '../audit/audit.service.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { UsersService } from '../users/users.service.js';
import type { AuthUser } from '../../common/auth/request-user.js';
import { FEATURED_PRODUCTS_MAX, FIXED_PAGE_PATHS } from './content.constants.js';
import { ContentErrorCode } from './content.errors.js';
import { ContentService, type SavePostInput } from './content.service.js';
import type {
  AdminPostResponseDto,
  CreateAdminPostDto,
  AdminPostListResponseDto,
  ListAdminPostsQueryDto,
  UpdateAdminPostDto,
  PostPreviewLinkResponseDto,
} from './dto/admin-post.dto.js';
import { toPostResponse, type PostResponseDto } from './dto/post.dto.js';
import { PostEntity } from './entities/post.entity.js';
import { PREVIEW_TTL_MS, signPreviewToken, verifyPreviewToken } from './post-preview.js';
import { isUuid } from '../../common/ids.js';
import { LOCALES } from '../../common/i18n/locale.js';

const SORT_COLUMNS: Record<string, string> = {
  publishAt: 'p.publishAt',
  updatedAt: 'p.updatedAt',
  createdAt: 'p.createdAt',
  title: 'p.title',
  name: 'p.name',
  slug: 'p.slug',
  language: 'p.language',
  type: 'p.type',
  published: 'p.published',
};

/**
 * The back-office side of posts (blog articles, routines, fixed pages): lists with filters, and
 * create / update / publish / unpublish / delete, each written to the audit log. Every write goes
 * through ContentService.savePost, so the content rules of SPEC §5 and the sanitising apply.
 */
@Injectable()
export class AdminContentService {
  constructor(
    @InjectRepository(PostEntity) private readonly posts: Repository<PostEntity>,
    private readonly content: ContentService,
    private readonly catalogue: CatalogueService,
    private readonly audit: AuditService,
    private readonly users: UsersService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  /** Slugs of the posts (trainings and pages too) showing an image whose URL starts with this prefix. */
  async postsShowingImage(prefix: string): Promise<string[]> {
    const pattern = `%${prefix.replace(/[%_\\]/g, '')}%`;
    const rows = await this.posts
      .createQueryBuilder('p')
      .select('p.slug', 'slug')
      .where(
        new Brackets((where) => {
          for (const column of [
            'thumbnailLandscape',
            'thumbnailSquare',
            'heroImage',
            'images',
            'content',
            'content2',
            'twoColumnBlocks',
            'fullWidthSection',
          ])
            where.orWhere(`p.${column} LIKE :pattern`);
        }),
        { pattern },
      )
      .getRawMany<{ slug: string }>();
    return rows.map((row) => row.slug);
  }

  async list(query: ListAdminPostsQueryDto): Promise<AdminPostListResponseDto> {
    const qb = this.posts.createQueryBuilder('p');
    if (query.ids) {
      const ids = query.idList.filter((id) => isUuid(id));
      if (ids.length === 0) return { data: [], total: 0 };
      qb.andWhere('p.id IN (:...ids)', { ids });
    }
    if (query.type) qb.andWhere('p.type = :type', { type: query.type });
    if (query.language) qb.andWhere('p.language = :language', { language: query.language });
    if (query.published !== undefined)
      qb.andWhere('p.published = :published', { published: query.published });
    if (query.translationKey)
      qb.andWhere('p.translationKey = :translationKey', { translationKey: query.translationKey });
    if (query.live !== undefined) {
      const live =
        'p.published = :livePublished AND p.publishAt <= :now AND (p.removeAt IS NULL OR p.removeAt > :now)';
      qb.andWhere(query.live ? `(${live})` : `NOT (${live})`, {
        livePublished: true,
        now: Date.now(),
      });
    }
    const tags = (query.tags ?? []).map((tag) => tag.trim().toLowerCase()).filter(Boolean);
    if (tags.length) {
      // tags is a JSON array in a text column: match the quoted value, LIKE wildcards escaped
      const clauses = tags.map((_tag, i) => `p.tags LIKE :tag${i} ESCAPE '\\'`);
      qb.andWhere(
        `(${clauses.join(' OR ')})`,
        Object.fromEntries(
          tags.map((tag, i) => [`tag${i}`, `%${likeEscape(JSON.stringify(tag))}%`]),
        ),
      );
    }
    const q = query.q?.trim().toLowerCase();
    if (q)
      qb.andWhere(
        `(LOWER(p.name) LIKE :q ESCAPE '\\' OR LOWER(p.title) LIKE :q ESCAPE '\\' OR p.slug LIKE :q ESCAPE '\\')`,
        { q: `%${likeEscape(q)}%` },
      );
    qb.orderBy(SORT_COLUMNS[query.sort ?? 'publishAt'] ?? 'p.publishAt', query.order).addOrderBy(
      'p.id',
      'ASC',
    );
    const [rows, total] = await qb.skip(query.skip).take(query.perPage).getManyAndCount();
    return { data: await this.toAdmin(rows), total };
  }

  async get(id: string): Promise<AdminPostResponseDto> {
    return (await this.toAdmin([await this.find(id)]))[0]!;
  }

  async create(caller: AuthUser, body: CreateAdminPostDto): Promise<AdminPostResponseDto> {
    const input: SavePostInput = {
      ...body,
      published: body.published ?? false,
      featuredProducts: await this.productSlugs(body.featuredProducts),
    };
    const saved = await this.content.savePost(input);
    const dto = (await this.toAdmin([saved]))[0]!;
    await this.record(caller, 'post.create', saved.id, diffFields({}, this.auditView(dto)));
    return dto;
  }

  async update(
    caller: AuthUser,
    id: string,
    body: UpdateAdminPostDto,
  ): Promise<AdminPostResponseDto> {
    const existing = await this.find(id);
    const before = (await this.toAdmin([existing]))[0]!;
    const { featuredProducts, ...rest } = body;
    const input: SavePostInput = {
      ...this.toInput(existing),
      ...stripUndefined(rest),
      ...(featuredProducts !== undefined
        ? { featuredProducts: await this.productSlugs(featuredProducts) }
        : {}),
      id,
    };
    const saved = await this.content.savePost(input);
    const after = (await this.toAdmin([saved]))[0]!;
    const changes = diffFields(this.auditView(before), this.auditView(after));
    await this.record(caller, 'post.update', id, changes);
    return after;
  }

  async setPublished(
    caller: AuthUser,
    id: string,
    published: boolean,
  ): Promise<AdminPostResponseDto> {
    const existing = await this.find(id);
    if (existing.published !== published) await this.posts.update({ id }, { published });
    await this.record(
      caller,
      published ? 'post.publish' : 'post.unpublish',
      id,
      diffFields({ published: existing.published }, { published }),
    );
    return this.get(id);
  }

  async remove(caller: AuthUser, id: string): Promise<AdminPostResponseDto> {
    const existing = await this.find(id);
    const dto = (await this.toAdmin([existing]))[0]!;
    await this.posts.delete({ id });
    await this.record(caller, 'post.delete', id, {
      slug: dto.slug,
      language: dto.language,
      type: dto.type,
      title: dto.title,
    });
    return dto;
  }

  /** A short-lived link to the storefront page that shows the post as visitors would, unpublished included. */
  async previewLink(id: string): Promise<PostPreviewLinkResponseDto> {
    const post = await this.find(id);
    const expiresAt = Date.now() + PREVIEW_TTL_MS;
    const token = signPreviewToken(post.id, expiresAt, this.config.jwtSecret);
    // The storefront's own words: other languages' words redirect to the canonical ones, keeping the query.
    const query = `?preview=${encodeURIComponent(token)}`;
    let path: string;
    if (post.type === 'page') {
      const fixed = FIXED_PAGE_PATHS[post.translationKey]?.[post.language];
      path =
        fixed === undefined
          ? `/lp/${post.slug}`
          : fixed === ''
            ? `/${post.language}`
            : `/${post.language}/${fixed}`;
    } else {
      const section =
        post.type === 'routine'
          ? 'routines'
          : post.type === 'training'
            ? 'partner/trainings'
            : 'magazine';
      path = `/${post.language}/${section}/${post.slug}`;
    }
    return { token, expiresAt: new Date(expiresAt).toISOString(), url: `${path}${query}` };
  }

  /** The post a preview token names, as the public article endpoint would answer it. */
  async preview(token: string): Promise<PostResponseDto> {
    const id = verifyPreviewToken(token, this.config.jwtSecret);
    const post = id ? await this.posts.findOneBy({ id }) : null;
    // Trainings are partner-only (partner portal): the public preview endpoint never answers them.
    if (!post || post.type === 'training')
      throw new AppError(
        'not_found',
        ContentErrorCode.PREVIEW_INVALID,
        'This preview link is invalid or has expired.',
      );
    return toPostResponse(
      post,
      await this.catalogue.summariesBySlugs(post.featuredProducts, post.language),
      [],
    );
  }

  // ---------------------------------------------------------------------------------- helpers

  private async find(id: string): Promise<PostEntity> {
    const post = isUuid(id) ? await this.posts.findOneBy({ id }) : null;
    if (!post) throw new AppError('not_found', ContentErrorCode.POST_NOT_FOUND, 'Post not found.');
    return post;
  }

  /** Product ids → slugs in the same order; the count rule first, then unknown ids. */
  private async productSlugs(ids: string[] | undefined): Promise<string[]> {
    if (!ids || ids.length === 0) return [];
    if (ids.length === 1 || ids.length > FEATURED_PRODUCTS_MAX || new Set(ids).size !== ids.length)
      throw this.invalid({ featuredProducts: 'validation.featuredProductsCount' });
    const slugById = await this.catalogue.activeSlugsByIds(ids);
    if (ids.some((id) => !slugById.has(id)))
      throw this.invalid({ featuredProducts: 'validation.unknownProduct' });
    return ids.map((id) => slugById.get(id)!);
  }

  private invalid(errors: Record<string, string>): AppError {
    return new AppError(
      'validation',
      ContentErrorCode.POST_INVALID,
      'Please fill in the required fields correctly.',
      { errors },
    );
  }

  private async toAdmin(rows: PostEntity[]): Promise<AdminPostResponseDto[]> {
    const slugs = [...new Set(rows.flatMap((row) => row.featuredProducts))];
    const idBySlug = await this.catalogue.idsBySlugs(slugs);
    const now = Date.now();
    const isLive = (post: Pick<PostEntity, 'published' | 'publishAt' | 'removeAt'>) =>
      post.published && post.publishAt <= now && (post.removeAt === null || post.removeAt > now);
    const keys = [...new Set(rows.map((row) => row.translationKey))];
    const siblings = keys.length
      ? await this.posts.find({
          where: { translationKey: In(keys) },
          select: {
            id: true,
            translationKey: true,
            type: true,
            language: true,
            slug: true,
            title: true,
            published: true,
            publishAt: true,
            removeAt: true,
          },
        })
      : [];
    const translationsOf = (post: PostEntity) =>
      LOCALES.flatMap((language) =>
        siblings
          .filter(
            (s) =>
              s.translationKey === post.translationKey &&
              s.type === post.type &&
              s.language === language,
          )
          .map((s) => ({
            id: s.id,
            language: s.language,
            slug: s.slug,
            title: s.title,
            published: s.published,
            live: isLive(s),
          })),
      );
    return rows.map((post) => ({
      id: post.id,
      translationKey: post.translationKey,
      language: post.language,
      type: post.type,
      name: post.name,
      slug: post.slug,
      title: post.title,
      subtitle: post.subtitle,
      description: post.description,
      publishAt: new Date(post.publishAt).toISOString(),
      removeAt: post.removeAt === null ? null : new Date(post.removeAt).toISOString(),
      published: post.published,
      live: isLive(post),
      tags: post.tags,
      thumbnailLandscape: post.thumbnailLandscape,
      thumbnailSquare: post.thumbnailSquare,
      heroImage: post.heroImage,
      images: post.images,
      content: post.content,
      content2: post.content2,
      twoColumnBlocks: post.twoColumnBlocks.map((block) => ({
        ...block,
        linkLabel: block.linkLabel ?? null,
        linkUrl: block.linkUrl ?? null,
      })),
      featuredProducts: post.featuredProducts.flatMap((slug) =>
        idBySlug.has(slug) ? [idBySlug.get(slug)!] : [],
      ),
      fullWidthSection: post.fullWidthSection
        ? {
            ...post.fullWidthSection,
            title: post.fullWidthSection.title ?? null,
            linkLabel: post.fullWidthSection.linkLabel ?? null,
            linkUrl: post.fullWidthSection.linkUrl ?? null,
          }
        : null,
      basicSections: post.basicSections.map((section) => ({
        title: section.title ?? null,
        text: section.text,
      })),
      attachments: post.attachments ?? [],
      sessionAt: post.sessionAt === null ? null : new Date(post.sessionAt).toISOString(),
      sessionLocation: post.sessionLocation,
      readingMinutes: post.readingMinutes,
      translations: translationsOf(post),
      createdAt: post.createdAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
    }));
  }

  /** The stored post as savePost input (what an update starts from). */
  private toInput(post: PostEntity): SavePostInput {
    return {
      translationKey: post.translationKey,
      language: post.language,
      type: post.type,
      name: post.name,
      slug: post.slug,
      title: post.title,
      subtitle: post.subtitle,
      description: post.description,
      publishAt: new Date(post.publishAt).toISOString(),
      removeAt: post.removeAt === null ? null : new Date(post.removeAt).toISOString(),
      published: post.published,
      tags: post.tags,
      thumbnailLandscape: post.thumbnailLandscape,
      thumbnailSquare: post.thumbnailSquare,
      heroImage: post.heroImage,
      images: post.images,
      content: post.content,
      content2: post.content2,
      twoColumnBlocks: post.twoColumnBlocks.map((block) => ({
        ...block,
        linkLabel: block.linkLabel ?? null,
        linkUrl: block.linkUrl ?? null,
      })),
      featuredProducts: post.featuredProducts,
      fullWidthSection: post.fullWidthSection,
      basicSections: post.basicSections,
      attachments: post.attachments,
      sessionAt: post.sessionAt === null ? null : new Date(post.sessionAt).toISOString(),
      sessionLocation: post.sessionLocation,
    };
  }

  /** What the audit log compares: the editable fields (not timestamps or derived values). */
  private auditView(dto: AdminPostResponseDto): Record<string, unknown> {
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      live: _l,
      readingMinutes: _r,
      translations: _t,
      ...rest
    } = dto;
    return rest;
  }

  private async record(
    caller: AuthUser,
    action: string,
    entityId: string,
    changes: Record<string, unknown>,
  ): Promise<void> {
    const user = await this.users.findById(caller.id);
    const actor: AuditActor = { id: caller.id, email: user?.email ?? null };
    await this.audit.record(actor, { action, entityType: 'post', entityId, changes });
  }
}

function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
