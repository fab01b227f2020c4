import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { In, type DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import { TransactionRunner } from '../../common/database/transaction-runner.js';
import { AppError } from '../../common/errors/app-error.js';
import { flattenValidationErrors } from '../../common/http/validation.js';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../common/i18n/locale.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import {
  FAQ_SECTION_TITLES,
  FAQ_SECTIONS,
  FEATURED_PRODUCTS_MAX,
  FEATURED_PRODUCTS_MIN,
  HOME_PAGE_KEY,
  SECTION_TEXT_MAX,
  type FaqSection,
  type ListedPostType,
  type PostType,
} from './content.constants.js';
import { readingMinutes } from './reading-time.js';
import { ContentErrorCode } from './content.errors.js';
import type { FaqResponseDto } from './dto/faq.dto.js';
import type { HomeResponseDto } from './dto/home.dto.js';
import {
  SavePostDto,
  toPostResponse,
  toPostSummary,
  type ListPostsQueryDto,
  type PostAlternateDto,
  type PostListResponseDto,
  type PostResponseDto,
  type PostSummaryDto,
} from './dto/post.dto.js';
import { FaqItemEntity, type FaqTexts } from './entities/faq-item.entity.js';
import { PostEntity } from './entities/post.entity.js';
import {
  isAllowedImageUrl,
  isAllowedLink,
  plainText,
  sanitizeRichText,
  wordCount,
} from './html-sanitizer.js';

/** What savePost takes: the fields of SavePostDto (a plain object is validated against it). */
export type SavePostInput = SavePostDto;

export interface FaqItemInput {
  section: FaqSection;
  position?: number;
  translations: Partial<Record<Locale, FaqTexts>> & { nl: FaqTexts };
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SUMMARY_COLUMNS = [
  'p.id',
  'p.translationKey',
  'p.slug',
  'p.type',
  'p.language',
  'p.title',
  'p.subtitle',
  'p.description',
  'p.publishAt',
  'p.tags',
  'p.thumbnailLandscape',
  'p.thumbnailSquare',
  'p.heroImage',
  'p.readingMinutes',
  'p.featuredProducts',
];
type PostRow = Omit<PostEntity, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Magazine articles, routines, fixed pages and the FAQ. Public reads only ever see posts that are
 * published and inside their publish/removal window, in the requested language or else in nl.
 * Every write goes through savePost/savePosts, which validate and sanitise rich text, so nothing
 * stored can run script whoever wrote it (seed, back-office).
 */
@Injectable()
export class ContentService {
  constructor(
    @InjectRepository(PostEntity) private readonly posts: Repository<PostEntity>,
    @InjectRepository(FaqItemEntity) private readonly faqItems: Repository<FaqItemEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly catalogue: CatalogueService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  // ---------------------------------------------------------------------------------- reads

  /** Articles or routines, newest or oldest first, one page (two queries: the page and the count). */
  async listPosts(query: ListPostsQueryDto, locale: Locale): Promise<PostListResponseDto> {
    const now = Date.now();
    const qb = this.inLanguage(
      this.visible(
        this.posts
          .createQueryBuilder('p')
          .select(SUMMARY_COLUMNS)
          .where('p.type = :type', { type: query.type }),
        now,
      ),
      locale,
      now,
    );
    const direction = query.sort === 'oldest' ? 'ASC' : 'DESC';
    const [rows, total] = await qb
      .orderBy('p.publishAt', direction)
      .addOrderBy('p.slug', 'ASC')
      .skip((query.page - 1) * query.perPage)
      .take(query.perPage)
      .getManyAndCount();
    return {
      data: rows.map(toPostSummary),
      total,
      page: query.page,
      perPage: query.perPage,
      pageCount: Math.ceil(total / query.perPage),
      type: query.type,
      sort: query.sort,
      locale,
    };
  }

  /**
   * One article or routine by its slug in any language. The answer is the version in the requested
   * language when the piece has one, else the nl version, else the version the slug names.
   */
  async getPost(slug: string, locale: Locale, type?: ListedPostType): Promise<PostResponseDto> {
    const types: PostType[] = type ? [type] : ['blog', 'routine'];
    const notFound = () =>
      new AppError('not_found', ContentErrorCode.POST_NOT_FOUND, 'Article not found.');
    if (!SLUG.test(slug) || slug.length > 200) throw notFound();
    const now = Date.now();
    const matches = await this.visible(
      this.posts
        .createQueryBuilder('p')
        .select(['p.id', 'p.translationKey', 'p.language'])
        .where('p.slug = :slug', { slug })
        .andWhere('p.type IN (:...types)', { types }),
      now,
    ).getMany();
    return this.resolveVersion(matches, locale, types, now, notFound);
  }

  /** A fixed page by its slug in any language or by its translation key (about-us, privacy, faq…). */
  async getPage(slugOrKey: string, locale: Locale): Promise<PostResponseDto> {
    const notFound = () =>
      new AppError('not_found', ContentErrorCode.PAGE_NOT_FOUND, 'Page not found.');
    if (!SLUG.test(slugOrKey) || slugOrKey.length > 200) throw notFound();
    const now = Date.now();
    const matches = await this.visible(
      this.posts
        .createQueryBuilder('p')
        .select(['p.id', 'p.translationKey', 'p.language'])
        .where('(p.slug = :slug OR p.translationKey = :slug)', { slug: slugOrKey })
        .andWhere('p.type = :page', { page: 'page' }),
      now,
    ).getMany();
    return this.resolveVersion(matches, locale, ['page'], now, notFound);
  }

  /** Whether this post is a magazine article in this language that visitors can read now (campaign links). */
  async isLiveArticle(id: string, language: Locale): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
    const now = Date.now();
    return (
      (await this.visible(
        this.posts
          .createQueryBuilder('p')
          .where('p.id = :id', { id })
          .andWhere('p.type = :type', { type: 'blog' })
          .andWhere('p.language = :language', { language }),
        now,
      ).getCount()) > 0
    );
  }

  /** One post by id whatever its state, or null (the article a newsletter campaign links to). */
  findPostById(id: string): Promise<PostEntity | null> {
    return this.posts.findOneBy({ id });
  }

  /**
   * Trainings (type training) for the partner portal only — never reached from a public endpoint.
   * Visible ones, in the locale with the nl fallback, next live session first then newest.
   */
  async listTrainings(locale: Locale): Promise<PostEntity[]> {
    const now = Date.now();
    const qb = this.inLanguage(
      this.visible(
        this.posts.createQueryBuilder('p').where('p.type = :type', { type: 'training' }),
        now,
      ),
      locale,
      now,
    );
    return qb.orderBy('p.publishAt', 'DESC').addOrderBy('p.slug', 'ASC').take(100).getMany();
  }

  /** One training by slug (any language; answered in the locale, else nl), for the partner portal only. */
  async getTraining(
    slug: string,
    locale: Locale,
  ): Promise<{ post: PostResponseDto; entity: PostEntity }> {
    const notFound = () =>
      new AppError('not_found', ContentErrorCode.POST_NOT_FOUND, 'Training not found.');
    if (!SLUG.test(slug) || slug.length > 200) throw notFound();
    const now = Date.now();
    const matches = await this.visible(
      this.posts
        .createQueryBuilder('p')
        .select(['p.id', 'p.translationKey', 'p.language'])
        .where('p.slug = :slug', { slug })
        .andWhere('p.type = :type', { type: 'training' }),
      now,
    ).getMany();
    const post = await this.resolveVersion(matches, locale, ['training'], now, notFound);
    return { post, entity: await this.posts.findOneByOrFail({ id: post.id }) };
  }

  /**
   * Account routines: for each of these post ids, the visible routine version of the same piece in
   * the locale (else nl), with its featured product slugs as stored (two queries whatever the count).
   */
  async routinesForPostIds(
    postIds: readonly string[],
    locale: Locale,
  ): Promise<{ postId: string; summary: PostSummaryDto; productSlugs: string[] }[]> {
    if (postIds.length === 0) return [];
    const anchors = await this.posts.find({
      where: { id: In([...postIds]), type: 'routine' },
      select: { id: true, translationKey: true },
    });
    if (anchors.length === 0) return [];
    const now = Date.now();
    const keys = [...new Set(anchors.map((a) => a.translationKey))];
    const rows = await this.inLanguage(
      this.visible(
        this.posts
          .createQueryBuilder('p')
          .select([...SUMMARY_COLUMNS, 'p.featuredProducts'])
          .where('p.type = :type', { type: 'routine' })
          .andWhere('p.translationKey IN (:...keys)', { keys }),
        now,
      ),
      locale,
      now,
    ).getMany();
    const byKey = new Map(rows.map((row) => [row.translationKey, row]));
    return anchors.flatMap((anchor) => {
      const row = byKey.get(anchor.translationKey);
      return row
        ? [{ postId: anchor.id, summary: toPostSummary(row), productSlugs: row.featuredProducts }]
        : [];
    });
  }

  /** The FAQ in the requested language, grouped in the seven sections of SPEC §2. */
  async getFaq(locale: Locale): Promise<FaqResponseDto> {
    const items = await this.faqItems.find({
      where: { published: true },
      order: { position: 'ASC', id: 'ASC' },
      select: { id: true, section: true, position: true, translations: true },
    });
    return {
      locale,
      sections: FAQ_SECTIONS.map((key) => ({
        key,
        title: FAQ_SECTION_TITLES[locale][key],
        items: items
          .filter((item) => item.section === key)
          .map((item) => {
            const texts = item.translations[locale] ?? item.translations[DEFAULT_LOCALE]!;
            return { id: item.id, question: texts.question, answer: texts.answer };
          }),
      })).filter((section) => section.items.length > 0),
    };
  }

  /** Everything the home page shows, in a fixed number of queries. */
  async home(locale: Locale): Promise<HomeResponseDto> {
    const [page, bestsellers, giftSets, collections, latest, featured] = await Promise.all([
      this.getPage(HOME_PAGE_KEY, locale).catch((error: unknown) => {
        if (error instanceof AppError && error.code === ContentErrorCode.PAGE_NOT_FOUND)
          return null;
        throw error;
      }),
      this.catalogue.bestsellers(locale, 8),
      this.catalogue.giftSets(locale, 6),
      this.catalogue.listCollections(locale),
      this.latestPosts(locale, 3, false),
      this.latestPosts(locale, 1, true),
    ]);
    return {
      locale,
      hero: page
        ? {
            title: page.title,
            subtitle: page.subtitle,
            description: page.description,
            image: page.heroImage,
          }
        : null,
      highlights: page?.basicSections ?? [],
      bestsellers,
      memberCall: page?.fullWidthSection ?? null,
      giftSets,
      collections,
      featuredArticle: featured[0] ?? null,
      latestArticles: latest,
    };
  }

  countPosts(type?: PostType): Promise<number> {
    return this.posts.count(type ? { where: { type } } : undefined);
  }

  countFaqItems(): Promise<number> {
    return this.faqItems.count();
  }

  // ---------------------------------------------------------------------------------- writes

  /**
   * Creates (no id) or updates (id) one post: validates it, checks links, images and featured
   * products, sanitises the rich text with the allow-list, and enforces one slug per language.
   */
  async savePost(input: SavePostInput): Promise<PostEntity> {
    const row = await this.preparePost(input);
    const clash = await this.posts.findOne({
      where: { language: row.language, slug: row.slug },
      select: { id: true },
    });
    if (clash && clash.id !== input.id) throw this.slugTaken();
    if (input.id) {
      if (!(await this.posts.existsBy({ id: input.id })))
        throw new AppError('not_found', ContentErrorCode.POST_NOT_FOUND, 'Post not found.');
      await this.posts.update({ id: input.id }, row);
      return this.posts.findOneByOrFail({ id: input.id });
    }
    const entity = this.posts.create(row);
    try {
      await this.posts.insert(entity);
    } catch (error) {
      if (await this.posts.existsBy({ language: row.language, slug: row.slug }))
        throw this.slugTaken();
      throw error;
    }
    return this.posts.findOneByOrFail({ id: entity.id });
  }

  /** Creates many posts at once (the demo seed): the same checks and sanitising as savePost, in a few queries. */
  async savePosts(inputs: SavePostInput[]): Promise<void> {
    const featured = [...new Set(inputs.flatMap((input) => input.featuredProducts ?? []))];
    const known = await this.catalogue.existingProductSlugs(featured);
    const rows: PostRow[] = [];
    for (const input of inputs) rows.push(await this.preparePost(input, known));
    const pairs = new Set<string>();
    for (const row of rows) {
      const pair = `${row.language}/${row.slug}`;
      if (pairs.has(pair)) throw this.slugTaken();
      pairs.add(pair);
    }
    const existing = await this.posts.find({
      where: { slug: In(rows.map((row) => row.slug)) },
      select: { language: true, slug: true },
    });
    if (existing.some((row) => pairs.has(`${row.language}/${row.slug}`))) throw this.slugTaken();
    await this.transactions.run(async (manager) => {
      for (let i = 0; i < rows.length; i += 20)
        await manager.insert(
          PostEntity,
          rows.slice(i, i + 20).map((row) => manager.create(PostEntity, row)),
        );
    });
  }

  /** Adds FAQ questions; answers are sanitised like any rich text. */
  async saveFaqItems(inputs: FaqItemInput[]): Promise<void> {
    const rows = inputs.map((input, index) => {
      const errors: Record<string, string> = {};
      if (!(FAQ_SECTIONS as readonly string[]).includes(input.section))
        errors[`${index}.section`] = 'validation.choice';
      const translations: Partial<Record<Locale, FaqTexts>> = {};
      for (const locale of LOCALES) {
        const texts = input.translations[locale];
        if (!texts) {
          if (locale === DEFAULT_LOCALE) errors[`${index}.translations.nl`] = 'validation.required';
          continue;
        }
        const question = plainText(texts.question ?? '');
        const answer = sanitizeRichText(texts.answer ?? '', this.config.publicUrl);
        if (!question || question.length > 300)
          errors[`${index}.translations.${locale}.question`] = question
            ? 'validation.tooLong'
            : 'validation.required';
        if (!answer) errors[`${index}.translations.${locale}.answer`] = 'validation.required';
        translations[locale] = { question, answer };
      }
      if (Object.keys(errors).length)
        throw new AppError(
          'validation',
          ContentErrorCode.FAQ_INVALID,
          'The FAQ item is not valid.',
          { errors },
        );
      return this.faqItems.create({
        section: input.section,
        position: input.position ?? index,
        translations,
        published: true,
      });
    });
    for (let i = 0; i < rows.length; i += 50) await this.faqItems.insert(rows.slice(i, i + 50));
  }

  // ---------------------------------------------------------------------------------- helpers

  /** Published, and now inside the publish/removal window. */
  private visible(
    qb: SelectQueryBuilder<PostEntity>,
    now: number,
    alias = 'p',
  ): SelectQueryBuilder<PostEntity> {
    return qb.andWhere(
      `${alias}.published = :published AND ${alias}.publishAt <= :now AND (${alias}.removeAt IS NULL OR ${alias}.removeAt > :now)`,
      { published: true, now },
    );
  }

  /** Posts in the locale, plus the nl posts of pieces that have no visible version in the locale. */
  private inLanguage(
    qb: SelectQueryBuilder<PostEntity>,
    locale: Locale,
    now: number,
  ): SelectQueryBuilder<PostEntity> {
    if (locale === DEFAULT_LOCALE) return qb.andWhere('p.language = :locale', { locale });
    const e = (name: string) => this.dataSource.driver.escape(name);
    const x = (column: string) => `${e('x')}.${e(column)}`;
    const sibling =
      `SELECT 1 FROM ${e(this.posts.metadata.tableName)} ${e('x')} WHERE ${x('translationKey')} = ${e('p')}.${e('translationKey')} AND ${x('type')} = ${e('p')}.${e('type')} ` +
      `AND ${x('language')} = :locale AND ${x('published')} = :published AND ${x('publishAt')} <= :now AND (${x('removeAt')} IS NULL OR ${x('removeAt')} > :now)`;
    return qb.andWhere(
      `(p.language = :locale OR (p.language = :fallbackLocale AND NOT EXISTS (${sibling})))`,
      { locale, fallbackLocale: DEFAULT_LOCALE, published: true, now },
    );
  }

  private async resolveVersion(
    matches: Pick<PostEntity, 'id' | 'translationKey' | 'language'>[],
    locale: Locale,
    types: PostType[],
    now: number,
    notFound: () => AppError,
  ): Promise<PostResponseDto> {
    if (matches.length === 0) throw notFound();
    const direct = matches.find((match) => match.language === locale);
    const anchor =
      direct ?? matches.find((match) => match.language === DEFAULT_LOCALE) ?? matches[0]!;
    const versions = await this.visible(
      this.posts
        .createQueryBuilder('p')
        .select(['p.id', 'p.language', 'p.slug'])
        .where('p.translationKey = :key', { key: anchor.translationKey })
        .andWhere('p.type IN (:...types)', { types }),
      now,
    ).getMany();
    // A fixed page is shown in the requested language or in nl (with a notice), never in a third
    // language under this language's heading; an article may still answer in the slug's language.
    const chosen =
      direct?.id ??
      versions.find((v) => v.language === locale)?.id ??
      versions.find((v) => v.language === DEFAULT_LOCALE)?.id ??
      (types.includes('page') ? undefined : anchor.id);
    if (!chosen) throw notFound();
    const post = await this.posts.findOneBy({ id: chosen });
    if (!post) throw notFound();
    const alternates: PostAlternateDto[] = LOCALES.flatMap((language) =>
      versions.filter((v) => v.language === language).map((v) => ({ language, slug: v.slug })),
    );
    return toPostResponse(
      post,
      await this.catalogue.summariesBySlugs(post.featuredProducts, locale),
      alternates,
      post.language !== locale && post.language === DEFAULT_LOCALE,
    );
  }

  private async latestPosts(
    locale: Locale,
    limit: number,
    withHeroImage: boolean,
  ): Promise<PostSummaryDto[]> {
    const now = Date.now();
    const qb = this.inLanguage(
      this.visible(
        this.posts
          .createQueryBuilder('p')
          .select(SUMMARY_COLUMNS)
          .where('p.type = :type', { type: 'blog' }),
        now,
      ),
      locale,
      now,
    );
    if (withHeroImage) qb.andWhere('p.heroImage IS NOT NULL');
    const rows = await qb
      .orderBy('p.publishAt', 'DESC')
      .addOrderBy('p.slug', 'ASC')
      .take(limit)
      .getMany();
    return rows.map(toPostSummary);
  }

  /** Validates and sanitises one post into the row to store. `knownProducts` spares the lookup in batches. */
  private async preparePost(input: SavePostInput, knownProducts?: Set<string>): Promise<PostRow> {
    const dto = plainToInstance(SavePostDto, input);
    const problems = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
    if (problems.length) throw this.invalid(flattenValidationErrors(problems));

    const publicUrl = this.config.publicUrl;
    const errors: Record<string, string> = {};
    const image = (field: string, value: string | null | undefined) => {
      if (value && !isAllowedImageUrl(value, publicUrl)) errors[field] = 'validation.imageUrl';
    };
    const link = (field: string, value: string | null | undefined) => {
      if (value && !isAllowedLink(value, publicUrl)) errors[field] = 'validation.link';
    };
    image('thumbnailLandscape', dto.thumbnailLandscape);
    image('thumbnailSquare', dto.thumbnailSquare);
    image('heroImage', dto.heroImage);
    (dto.images ?? []).forEach((url, i) => image(`images.${i}`, url));
    (dto.attachments ?? []).forEach((attachment, i) =>
      link(`attachments.${i}.url`, attachment.url),
    );
    (dto.twoColumnBlocks ?? []).forEach((block, i) => {
      image(`twoColumnBlocks.${i}.image`, block.image);
      link(`twoColumnBlocks.${i}.linkUrl`, block.linkUrl);
      if (block.linkUrl && !block.linkLabel)
        errors[`twoColumnBlocks.${i}.linkLabel`] = 'validation.required';
    });
    if (dto.fullWidthSection) {
      image('fullWidthSection.image', dto.fullWidthSection.image);
      link('fullWidthSection.linkUrl', dto.fullWidthSection.linkUrl);
    }

    const featured = dto.featuredProducts ?? [];
    if (
      featured.length === 1 ||
      featured.length > FEATURED_PRODUCTS_MAX ||
      new Set(featured).size !== featured.length
    ) {
      errors.featuredProducts = 'validation.featuredProductsCount';
    } else if (featured.length >= FEATURED_PRODUCTS_MIN) {
      const known = knownProducts ?? (await this.catalogue.existingProductSlugs(featured));
      if (featured.some((slug) => !known.has(slug)))
        errors.featuredProducts = 'validation.unknownProduct';
    }

    const publishAt = Date.parse(dto.publishAt);
    const removeAt = dto.removeAt ? Date.parse(dto.removeAt) : null;
    if (removeAt !== null && removeAt <= publishAt) errors.removeAt = 'validation.dateOrder';

    const content = sanitizeRichText(dto.content, publicUrl);
    if (!content) errors.content = 'validation.required';
    const content2 = dto.content2 ? sanitizeRichText(dto.content2, publicUrl) || null : null;
    const title = plainText(dto.title);
    if (!title) errors.title = 'validation.required';
    const fullWidthText = dto.fullWidthSection ? plainText(dto.fullWidthSection.text) : '';
    if (dto.fullWidthSection && (!fullWidthText || fullWidthText.length > SECTION_TEXT_MAX))
      errors['fullWidthSection.text'] = fullWidthText
        ? 'validation.maxSectionLength'
        : 'validation.required';
    const sections = (dto.basicSections ?? []).map((section) => ({
      title: section.title ? plainText(section.title) || null : null,
      text: plainText(section.text),
    }));
    sections.forEach((section, i) => {
      if (!section.text) errors[`basicSections.${i}.text`] = 'validation.required';
    });
    if (Object.keys(errors).length) throw this.invalid(errors);

    const twoColumnBlocks = (dto.twoColumnBlocks ?? []).map((block) => ({
      title: plainText(block.title),
      text: sanitizeRichText(block.text, publicUrl),
      image: block.image.trim(),
      linkLabel: block.linkLabel ? plainText(block.linkLabel) : null,
      linkUrl: block.linkUrl ? block.linkUrl.trim() : null,
      imagePosition: block.imagePosition,
    }));
    // everything a reader reads below the title: both bodies, the blocks and the sections
    const words =
      wordCount(content) +
      (content2 ? wordCount(content2) : 0) +
      twoColumnBlocks.reduce((sum, block) => sum + wordCount(block.text), 0) +
      (fullWidthText ? wordCount(fullWidthText) : 0) +
      sections.reduce((sum, section) => sum + wordCount(`${section.title} ${section.text}`), 0);
    return {
      translationKey: dto.translationKey ?? dto.slug,
      language: dto.language,
      type: dto.type,
      name: plainText(dto.name),
      slug: dto.slug,
      title,
      subtitle: dto.subtitle ? plainText(dto.subtitle) || null : null,
      description: dto.description ? plainText(dto.description) || null : null,
      publishAt,
      removeAt,
      published: dto.published,
      tags: [
        ...new Set((dto.tags ?? []).map((tag) => plainText(tag).toLowerCase()).filter(Boolean)),
      ],
      thumbnailLandscape: dto.thumbnailLandscape?.trim() || null,
      thumbnailSquare: dto.thumbnailSquare?.trim() || null,
      heroImage: dto.heroImage?.trim() || null,
      images: (dto.images ?? []).map((url) => url.trim()),
      content,
      content2,
      twoColumnBlocks,
      featuredProducts: featured,
      fullWidthSection: dto.fullWidthSection
        ? {
            image: dto.fullWidthSection.image.trim(),
            title: dto.fullWidthSection.title
              ? plainText(dto.fullWidthSection.title) || null
              : null,
            text: fullWidthText,
            linkLabel: dto.fullWidthSection.linkLabel
              ? plainText(dto.fullWidthSection.linkLabel)
              : null,
            linkUrl: dto.fullWidthSection.linkUrl?.trim() || null,
          }
        : null,
      basicSections: sections,
      attachments: dto.attachments?.length
        ? dto.attachments.map((attachment) => ({
            label: plainText(attachment.label),
            url: attachment.url.trim(),
          }))
        : null,
      sessionAt: dto.sessionAt ? Date.parse(dto.sessionAt) : null,
      sessionLocation: dto.sessionLocation ? plainText(dto.sessionLocation) || null : null,
      readingMinutes: readingMinutes(words),
    };
  }

  private invalid(errors: Record<string, string>): AppError {
    return new AppError(
      'validation',
      ContentErrorCode.POST_INVALID,
      'Please fill in the required fields correctly.',
      { errors },
    );
  }

  private slugTaken(): AppError {
    return new AppError(
      'conflict',
      ContentErrorCode.SLUG_TAKEN,
      'This slug is already used in this language.',
      { errors: { slug: 'validation.slugTaken' } },
    );
  }
}
