import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { Locale } from '../../common/i18n/locale.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import type { ProductSummaryDto } from '../catalogue/dto/product.dto.js';
import { ContentService } from '../content/content.service.js';
import type { StoreEntity } from '../stores/entities/store.entity.js';
import { StoresService } from '../stores/stores.service.js';
import type { UserEntity } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type {
  AccountRoutinesResponseDto,
  CreatePersonalRoutineDto,
  PartnerClientDto,
  PartnerRoutineResponseDto,
  PersonalRoutineResponseDto,
  PersonalRoutineStepDto,
  SavedRoutineResponseDto,
  SavedRoutineStateResponseDto,
  SavedSkinAnalysisResponseDto,
  UpdatePersonalRoutineDto,
} from './dto/routines.dto.js';
import {
  PersonalRoutineEntity,
  type PersonalRoutineStep,
} from './entities/personal-routine.entity.js';
import { SavedRoutineEntity } from './entities/saved-routine.entity.js';
import { SavedSkinAnalysisEntity } from './entities/saved-skin-analysis.entity.js';
import { SkinAnalysisService } from '../skin-analysis/skin-analysis.service.js';
import type { SkinAnswers } from '../skin-analysis/skin-analysis.rules.js';
import { RoutinesErrorCode } from './routines.errors.js';
import { isUuid } from '../../common/ids.js';

/** "Lotte J.": what a salon may know of its client's name. */
export function clientName(user: Pick<UserEntity, 'firstName' | 'lastName'>): string {
  const initial = user.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${user.firstName.trim()} ${initial}.` : user.firstName.trim();
}

/**
 * Account routines (issue 9): routine articles a customer saves under "my routines", and the
 * personal routines a partner salon composes for its clients. A salon reads and writes only its
 * own routines, and only for customers who currently have it as specialist; a customer keeps
 * seeing every routine written for them, also after changing salon.
 */
@Injectable()
export class RoutinesService {
  constructor(
    @InjectRepository(SavedRoutineEntity) private readonly saved: Repository<SavedRoutineEntity>,
    @InjectRepository(PersonalRoutineEntity)
    private readonly personal: Repository<PersonalRoutineEntity>,
    private readonly content: ContentService,
    private readonly catalogue: CatalogueService,
    private readonly users: UsersService,
    private readonly stores: StoresService,
    @InjectRepository(SavedSkinAnalysisEntity)
    private readonly analyses: Repository<SavedSkinAnalysisEntity>,
    private readonly skinAnalysis: SkinAnalysisService,
  ) {}

  // ------------------------------------------------------------------------------- customer

  /** Saved articles and personal routines, each with its products (a fixed number of queries). */
  async forCustomer(userId: string, locale: Locale): Promise<AccountRoutinesResponseDto> {
    const [savedRows, personalRows, analysisRows] = await Promise.all([
      this.saved.find({ where: { userId }, order: { createdAt: 'DESC', postId: 'ASC' } }),
      this.personal.find({
        where: { customerId: userId },
        order: { updatedAt: 'DESC', id: 'ASC' },
      }),
      this.analyses.find({ where: { userId }, order: { createdAt: 'DESC', id: 'ASC' } }),
    ]);
    const salonNames = await this.stores.namesByIds(personalRows.map((row) => row.storeId));
    const routines = await this.content.routinesForPostIds(
      savedRows.map((row) => row.postId),
      locale,
    );
    const slugs = [...new Set(routines.flatMap((r) => r.productSlugs))];
    const ids = [
      ...new Set([
        ...personalRows.flatMap((r) => r.steps.map((s) => s.productId)),
        ...analysisRows.flatMap((r) => [...r.morning, ...r.evening]),
      ]),
    ];
    const [bySlug, byId] = await Promise.all([
      this.catalogue.summariesBySlugs(slugs, locale),
      this.catalogue.summariesByIds(ids, locale),
    ]);
    const productBySlug = new Map(bySlug.map((p) => [p.slug, p]));
    const productById = new Map(byId.map((p) => [p.id, p]));
    const routineByPost = new Map(routines.map((r) => [r.postId, r]));

    const shown = new Set<string>();
    const saved: SavedRoutineResponseDto[] = savedRows.flatMap((row) => {
      const routine = routineByPost.get(row.postId);
      if (!routine) return []; // unpublished or removed since
      // Saved once through a version that had no nl sibling yet and once through nl: show it once.
      if (shown.has(routine.summary.translationKey)) return [];
      shown.add(routine.summary.translationKey);
      const products = routine.productSlugs
        .map((slug) => productBySlug.get(slug))
        .filter((p): p is ProductSummaryDto => p !== undefined);
      return [
        {
          post: routine.summary,
          products,
          unavailableCount: routine.productSlugs.length - products.length,
          savedAt: row.createdAt.toISOString(),
        },
      ];
    });
    const personal = personalRows.map((entity) =>
      this.toResponse(entity, salonNames.get(entity.storeId) ?? null, productById),
    );
    const edited = await this.skinAnalysis.editedTexts(analysisRows.map((r) => r.reasonKey));
    const products = (list: string[]) =>
      list.map((id) => productById.get(id)).filter((p): p is ProductSummaryDto => p !== undefined);
    const analyses = analysisRows.map((row) => ({
      id: row.id,
      answers: row.answers,
      line: row.line,
      reasonKey: row.reasonKey,
      title: this.skinAnalysis.titleOf(row.reasonKey, locale, edited.get(row.reasonKey) ?? null),
      morning: products(row.morning),
      evening: products(row.evening),
      savedAt: new Date(row.createdAt).toISOString(),
    }));
    return { analyses, saved, personal };
  }

  /**
   * Saves the result of these answers under "my routines": the recommendation is worked out again
   * here (a client cannot store products the rules would not choose).
   */
  async saveAnalysis(
    userId: string,
    answers: SkinAnswers,
    locale: Locale,
  ): Promise<SavedSkinAnalysisResponseDto> {
    const result = await this.skinAnalysis.recommend(answers, locale);
    const entity = this.analyses.create({
      userId,
      answers: {
        ageBand: answers.ageBand,
        skinType: answers.skinType,
        concerns: [...answers.concerns],
        sensitivity: answers.sensitivity,
        routine: answers.routine,
      },
      line: result.line,
      reasonKey: result.reasonKey,
      morning: result.morning.map((p) => p.id),
      evening: result.evening.map((p) => p.id),
    });
    await this.analyses.insert(entity);
    const saved = await this.analyses.findOneByOrFail({ id: entity.id });
    return {
      id: saved.id,
      answers: saved.answers,
      line: saved.line,
      reasonKey: saved.reasonKey,
      title: result.title,
      morning: result.morning,
      evening: result.evening,
      savedAt: new Date(saved.createdAt).toISOString(),
    };
  }

  /** Removes one of the caller's saved analyses; another customer's (or none) is 404. */
  async removeAnalysis(userId: string, id: string): Promise<void> {
    const result = isUuid(id) ? await this.analyses.delete({ id, userId }) : { affected: 0 };
    if (!result.affected)
      throw new AppError(
        'not_found',
        RoutinesErrorCode.ANALYSIS_NOT_FOUND,
        'Saved skin analysis not found.',
      );
  }

  /** Saves a routine article (any language's slug); saving the same piece again changes nothing. */
  async save(userId: string, slug: string): Promise<SavedRoutineStateResponseDto> {
    const post = await this.routinePost(slug);
    await this.saved
      .createQueryBuilder()
      .insert()
      .into(SavedRoutineEntity)
      .values({ userId, postId: post.id })
      .orIgnore()
      .execute();
    return { translationKey: post.translationKey, saved: true };
  }

  /** Removes a saved routine article (idempotent). */
  async unsave(userId: string, slug: string): Promise<SavedRoutineStateResponseDto> {
    const post = await this.routinePost(slug);
    await this.saved.delete({ userId, postId: post.id });
    return { translationKey: post.translationKey, saved: false };
  }

  // ---------------------------------------------------------------------------------- salon

  async clients(store: StoreEntity): Promise<PartnerClientDto[]> {
    const users = await this.users.clientsOf(store.id);
    return users.map((user) => ({ id: user.id, name: clientName(user) }));
  }

  /** The salon's routines for its current clients, most recently changed first. */
  async listForSalon(store: StoreEntity, locale: Locale): Promise<PartnerRoutineResponseDto[]> {
    const clients = await this.clients(store);
    if (clients.length === 0) return [];
    const rows = await this.personal.find({
      where: { storeId: store.id, customerId: In(clients.map((c) => c.id)) },
      order: { updatedAt: 'DESC', id: 'ASC' },
    });
    return this.forSalon(store, rows, clients, locale);
  }

  async getForSalon(
    store: StoreEntity,
    id: string,
    locale: Locale,
  ): Promise<PartnerRoutineResponseDto> {
    const { routine, client } = await this.ownRoutine(store, id);
    return (await this.forSalon(store, [routine], [client], locale))[0]!;
  }

  async create(
    store: StoreEntity,
    input: CreatePersonalRoutineDto,
    locale: Locale,
  ): Promise<PartnerRoutineResponseDto> {
    const client = await this.currentClient(store, input.customerId);
    const steps = await this.checkedSteps(input.steps);
    const entity = this.personal.create({
      storeId: store.id,
      customerId: client.id,
      title: input.title,
      note: input.note ?? null,
      steps,
    });
    await this.personal.insert(entity);
    return this.getForSalon(store, entity.id, locale);
  }

  async update(
    store: StoreEntity,
    id: string,
    input: UpdatePersonalRoutineDto,
    locale: Locale,
  ): Promise<PartnerRoutineResponseDto> {
    const { routine } = await this.ownRoutine(store, id);
    const changes: Partial<PersonalRoutineEntity> = {};
    if (input.title !== undefined) changes.title = input.title;
    if (input.note !== undefined) changes.note = input.note ?? null;
    if (input.steps !== undefined) changes.steps = await this.checkedSteps(input.steps);
    if (Object.keys(changes).length > 0) await this.personal.update({ id: routine.id }, changes);
    return this.getForSalon(store, id, locale);
  }

  async remove(store: StoreEntity, id: string): Promise<void> {
    const { routine } = await this.ownRoutine(store, id);
    await this.personal.delete({ id: routine.id, storeId: store.id });
  }

  /** Demo seed: one routine from this salon for this customer, unless it already wrote one. */
  async seedDemo(
    storeId: string,
    customerId: string,
    input: Pick<PersonalRoutineEntity, 'title' | 'note'> & {
      steps: (Omit<PersonalRoutineStep, 'productId'> & { productSlug: string })[];
    },
  ): Promise<boolean> {
    if (await this.personal.existsBy({ storeId, customerId })) return false;
    const products = await this.catalogue.summariesBySlugs(
      input.steps.map((s) => s.productSlug),
      'nl',
    );
    const idBySlug = new Map(products.map((p) => [p.slug, p.id]));
    const steps = input.steps.flatMap(({ productSlug, ...step }) =>
      idBySlug.has(productSlug) ? [{ ...step, productId: idBySlug.get(productSlug)! }] : [],
    );
    if (steps.length === 0) return false;
    await this.personal.insert(
      this.personal.create({ storeId, customerId, title: input.title, note: input.note, steps }),
    );
    return true;
  }

  // -------------------------------------------------------------------------------- helpers

  private async routinePost(slug: string): Promise<{ id: string; translationKey: string }> {
    try {
      // The nl version when there is one: the same piece saved in two languages is one row.
      const post = await this.content.getPost(slug, 'nl', 'routine');
      return { id: post.id, translationKey: post.translationKey };
    } catch (error) {
      if (error instanceof AppError && error.status === 404)
        throw new AppError('not_found', RoutinesErrorCode.POST_NOT_FOUND, 'Routine not found.');
      throw error;
    }
  }

  /** A current client of the store; 404 ROUTINES_CLIENT_NOT_FOUND otherwise (also for a former client). */
  private async currentClient(store: StoreEntity, customerId: string): Promise<PartnerClientDto> {
    const user = isUuid(customerId) ? await this.users.findById(customerId) : null;
    if (!user || user.role !== 'customer' || user.specialistStoreId !== store.id) {
      throw new AppError(
        'not_found',
        RoutinesErrorCode.CLIENT_NOT_FOUND,
        'This customer is not your client.',
        { errors: { customerId: 'validation.notClient' } },
      );
    }
    return { id: user.id, name: clientName(user) };
  }

  /** The store's own routine for a current client; 404 for anything else (another salon's, a former client's). */
  private async ownRoutine(
    store: StoreEntity,
    id: string,
  ): Promise<{ routine: PersonalRoutineEntity; client: PartnerClientDto }> {
    const notFound = () =>
      new AppError('not_found', RoutinesErrorCode.NOT_FOUND, 'Routine not found.');
    const routine = isUuid(id) ? await this.personal.findOneBy({ id, storeId: store.id }) : null;
    if (!routine) throw notFound();
    try {
      return { routine, client: await this.currentClient(store, routine.customerId) };
    } catch {
      throw notFound();
    }
  }

  /** Unique positions, every product on sale to customers (active, not partner-only); sorted by position. */
  private async checkedSteps(steps: PersonalRoutineStepDto[]): Promise<PersonalRoutineStep[]> {
    const errors: Record<string, string> = {};
    const available = new Set(
      (await this.catalogue.summariesByIds([...new Set(steps.map((s) => s.productId))], 'nl')).map(
        (p) => p.id,
      ),
    );
    const seen = new Set<number>();
    steps.forEach((step, index) => {
      if (seen.has(step.position))
        errors[`steps.${index}.position`] = 'validation.duplicatePosition';
      seen.add(step.position);
      if (!available.has(step.productId))
        errors[`steps.${index}.productId`] = 'validation.productUnavailable';
    });
    if (Object.keys(errors).length > 0)
      throw new AppError(
        'validation',
        RoutinesErrorCode.INVALID_STEPS,
        'One or more steps are invalid.',
        { errors },
      );
    return steps
      .map((step) => ({
        productId: step.productId,
        position: step.position,
        timing: step.timing,
        instructions: step.instructions ?? null,
      }))
      .sort((a, b) => a.position - b.position);
  }

  private async forSalon(
    store: StoreEntity,
    rows: PersonalRoutineEntity[],
    clients: PartnerClientDto[],
    locale: Locale,
  ): Promise<PartnerRoutineResponseDto[]> {
    const products = await this.catalogue.summariesByIds(
      [...new Set(rows.flatMap((r) => r.steps.map((s) => s.productId)))],
      locale,
    );
    const productById = new Map(products.map((p) => [p.id, p]));
    const clientById = new Map(clients.map((c) => [c.id, c]));
    return rows.map((row) => ({
      ...this.toResponse(row, store.name, productById),
      customer: clientById.get(row.customerId)!,
    }));
  }

  private toResponse(
    entity: PersonalRoutineEntity,
    salonName: string | null,
    productById: Map<string, ProductSummaryDto>,
  ): PersonalRoutineResponseDto {
    const steps = [...entity.steps]
      .sort((a, b) => a.position - b.position)
      .map((step) => ({
        position: step.position,
        timing: step.timing,
        instructions: step.instructions ?? null,
        productId: step.productId,
        product: productById.get(step.productId) ?? null,
      }));
    return {
      id: entity.id,
      title: entity.title,
      note: entity.note,
      storeId: entity.storeId,
      salonName,
      steps,
      unavailableCount: steps.filter((s) => !s.product).length,
      updatedAt: entity.updatedAt.toISOString(),
    };
  }
}
