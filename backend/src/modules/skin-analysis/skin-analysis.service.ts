import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { TransactionRunner } from '../../common/database/transaction-runner.js';
import { AppError } from '../../common/errors/app-error.js';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../common/i18n/locale.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import type { ProductSummaryDto } from '../catalogue/dto/product.dto.js';
import type {
  AdminSkinAnalysisTextListResponseDto,
  AdminSkinAnalysisTextResponseDto,
  SkinRecommendationResponseDto,
  UpdateSkinAnalysisTextDto,
} from './dto/skin-analysis.dto.js';
import {
  SkinAnalysisTextEntity,
  type SkinAnalysisTexts,
} from './entities/skin-analysis-text.entity.js';
import { SkinAnalysisErrorCode } from './skin-analysis.errors.js';
import {
  planRecommendation,
  REASON_KEYS,
  ROUTINE_MAX_STEPS,
  ROUTINE_MIN_STEPS,
  SKIN_RULES,
  type ReasonKey,
  type RoutineStepTemplate,
  type SkinAnswers,
} from './skin-analysis.rules.js';
import { DEFAULT_SKIN_ANALYSIS_TEXTS } from './skin-analysis.texts.js';

const isReasonKey = (value: string): value is ReasonKey =>
  (REASON_KEYS as readonly string[]).includes(value);

/**
 * Skin analysis (issue 19 part 5): the rules table decides the line and the routine's steps; each
 * step is filled with the line's best-selling product of that type in stock and meant for that
 * moment (day for the morning, night for the evening). The texts come from the back-office when an
 * admin edited them, otherwise from the built-in ones.
 */
@Injectable()
export class SkinAnalysisService {
  constructor(
    @InjectRepository(SkinAnalysisTextEntity)
    private readonly texts: Repository<SkinAnalysisTextEntity>,
    private readonly catalogue: CatalogueService,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
  ) {}

  /** The recommendation for these answers, with real products in stock (two queries). */
  async recommend(answers: SkinAnswers, locale: Locale): Promise<SkinRecommendationResponseDto> {
    const plan = planRecommendation(answers);
    const [products, row] = await Promise.all([
      this.catalogue.inStockOfCollections([plan.line, 'grey'], locale),
      this.texts.findOneBy({ reasonKey: plan.reasonKey }),
    ]);
    const morning = pickRoutine(plan.morning, products, plan.line, 'day');
    const evening = pickRoutine(plan.evening, products, plan.line, 'night');
    for (const [wanted, routine] of [
      [plan.morning.length > 0, morning],
      [plan.evening.length > 0, evening],
    ] as const) {
      if (wanted && routine.length < ROUTINE_MIN_STEPS)
        throw new AppError(
          'unprocessable',
          SkinAnalysisErrorCode.NO_ROUTINE,
          'Too few products of this line are in stock for a routine.',
        );
    }
    const texts = textsIn(row, plan.reasonKey, locale);
    return {
      line: plan.line,
      reasonKey: plan.reasonKey,
      title: texts.title,
      explanation: texts.explanation,
      spf: plan.spf,
      morning,
      evening,
      locale,
    };
  }

  /** A recommendation's title in this language (saved analyses under "my routines"). */
  titleOf(key: ReasonKey, locale: Locale, row: SkinAnalysisTextEntity | null = null): string {
    return textsIn(row, key, locale).title;
  }

  /** The edited texts of these keys (one query), for titleOf. */
  async editedTexts(keys: readonly ReasonKey[]): Promise<Map<string, SkinAnalysisTextEntity>> {
    if (keys.length === 0) return new Map();
    const rows = await this.texts.findBy({ reasonKey: In([...new Set(keys)]) });
    return new Map(rows.map((row) => [row.reasonKey, row]));
  }

  // ---------------------------------------------------------------------------- back-office

  async adminList(): Promise<AdminSkinAnalysisTextListResponseDto> {
    const rows = await this.texts.find();
    const byKey = new Map(rows.map((row) => [row.reasonKey, row]));
    const data = REASON_KEYS.map((key) => toAdmin(key, byKey.get(key) ?? null));
    return { data, total: data.length };
  }

  async adminGet(key: string): Promise<AdminSkinAnalysisTextResponseDto> {
    if (!isReasonKey(key)) throw notFound();
    return toAdmin(key, await this.texts.findOneBy({ reasonKey: key }));
  }

  /** Replaces the texts of one recommendation in the languages given (audited). */
  async adminUpdate(
    actor: AuditActor,
    key: string,
    input: UpdateSkinAnalysisTextDto,
  ): Promise<AdminSkinAnalysisTextResponseDto> {
    if (!isReasonKey(key)) throw notFound();
    const current = await this.texts.findOneBy({ reasonKey: key });
    const translations = Object.fromEntries(
      LOCALES.map((locale) => {
        const given = input[locale];
        return [
          locale,
          given
            ? { title: given.title, explanation: given.explanation }
            : textsIn(current, key, locale),
        ];
      }),
    ) as Record<Locale, SkinAnalysisTexts>;
    await this.transactions.run(async (manager) => {
      await manager.getRepository(SkinAnalysisTextEntity).save({ reasonKey: key, translations });
      await this.audit.record(
        actor,
        {
          action: 'skin-analysis-text.update',
          entityType: 'skin_analysis_text',
          entityId: key,
          changes: { ...input },
        },
        manager,
      );
    });
    return this.adminGet(key);
  }
}

function notFound(): AppError {
  return new AppError(
    'not_found',
    SkinAnalysisErrorCode.TEXT_NOT_FOUND,
    'No skin analysis recommendation with this key.',
  );
}

function textsIn(
  row: SkinAnalysisTextEntity | null,
  key: ReasonKey,
  locale: Locale,
): SkinAnalysisTexts {
  return (
    row?.translations[locale] ??
    row?.translations[DEFAULT_LOCALE] ??
    DEFAULT_SKIN_ANALYSIS_TEXTS[key][locale]
  );
}

function toAdmin(
  key: ReasonKey,
  row: SkinAnalysisTextEntity | null,
): AdminSkinAnalysisTextResponseDto {
  const rule = SKIN_RULES.find((r) => r.reasonKey === key)!;
  return {
    id: key,
    line: rule.line,
    when: rule.when,
    edited: row !== null,
    nl: textsIn(row, key, 'nl'),
    en: textsIn(row, key, 'en'),
    de: textsIn(row, key, 'de'),
    fr: textsIn(row, key, 'fr'),
  };
}

/**
 * Fills the steps in order: for each, the first product (best sellers first) of the line (or of
 * Grey for an add-on, which must have an SPF) whose type is the step's earliest possible one and
 * whose timing includes the moment; a product is used once per routine. A step nothing fits is
 * left out; at most 5 products.
 */
export function pickRoutine(
  steps: readonly RoutineStepTemplate[],
  products: readonly ProductSummaryDto[],
  line: string,
  timing: 'day' | 'night',
): ProductSummaryDto[] {
  const chosen: ProductSummaryDto[] = [];
  for (const step of steps) {
    if (chosen.length >= ROUTINE_MAX_STEPS) break;
    const fits = (p: ProductSummaryDto) =>
      p.inStock &&
      p.timing.includes(timing) &&
      !chosen.some((c) => c.id === p.id) &&
      (step.addOn ? p.collection === 'grey' && p.spf !== null : p.collection === line);
    for (const type of step.types) {
      const found = products.find((p) => p.type === type && fits(p));
      if (found) {
        chosen.push(found);
        break;
      }
    }
  }
  return chosen;
}
