import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { Locale } from '../../common/i18n/locale.js';
import { isUuid } from '../../common/ids.js';
import { AuditService, diffFields, type AuditActor } from '../audit/audit.service.js';
import {
  toSearchSynonym,
  type CreateSearchSynonymDto,
  type SearchSynonymListResponseDto,
  type SearchSynonymResponseDto,
  type UpdateSearchSynonymDto,
} from './dto/search-synonym.dto.js';
import { SearchSynonymEntity } from './entities/search-synonym.entity.js';
import { SearchErrorCode } from './search.errors.js';
import { searchWords, type SynonymGroup } from './search-text.js';

/** How long the groups are kept in memory between reads (another API replica sees an edit within it). */
const SYNONYMS_CACHE_MS = 30_000;

/** Synonym groups of the search (issue 19), edited by admins, each write audited. */
@Injectable()
export class SearchSynonymsService {
  private cached: { at: number; groups: Promise<SearchSynonymEntity[]> } | null = null;

  constructor(
    @InjectRepository(SearchSynonymEntity)
    private readonly synonyms: Repository<SearchSynonymEntity>,
    private readonly audit: AuditService,
  ) {}

  /** The groups a search in `locale` uses (its own and those for every language), as words. */
  async groupsFor(locale: Locale): Promise<SynonymGroup[]> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > SYNONYMS_CACHE_MS) {
      const groups = this.synonyms.find();
      this.cached = { at: now, groups };
      groups.catch(() => {
        if (this.cached?.groups === groups) this.cached = null;
      });
    }
    return (await this.cached.groups)
      .filter((group) => group.locale === null || group.locale === locale)
      .map((group) => group.terms.map(searchWords).filter((words) => words.length > 0));
  }

  async list(): Promise<SearchSynonymListResponseDto> {
    const rows = await this.synonyms.find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return { data: rows.map(toSearchSynonym), total: rows.length };
  }

  async get(id: string): Promise<SearchSynonymResponseDto> {
    return toSearchSynonym(await this.find(id));
  }

  async create(
    actor: AuditActor,
    input: CreateSearchSynonymDto,
  ): Promise<SearchSynonymResponseDto> {
    const terms = checkedTerms(input.terms);
    const id = await this.synonyms.manager.transaction(async (manager) => {
      const repo = manager.getRepository(SearchSynonymEntity);
      const entity = repo.create({ locale: input.locale ?? null, terms });
      await repo.save(entity);
      await this.audit.record(
        actor,
        {
          action: 'search_synonym.create',
          entityType: 'search_synonym',
          entityId: entity.id,
          changes: { locale: entity.locale, terms },
        },
        manager,
      );
      return entity.id;
    });
    this.cached = null;
    return this.get(id);
  }

  async update(
    actor: AuditActor,
    id: string,
    input: UpdateSearchSynonymDto,
  ): Promise<SearchSynonymResponseDto> {
    const current = await this.find(id);
    const next = {
      locale: input.locale === undefined ? current.locale : input.locale,
      terms: input.terms ? checkedTerms(input.terms) : current.terms,
    };
    await this.synonyms.manager.transaction(async (manager) => {
      await manager.getRepository(SearchSynonymEntity).update({ id }, next);
      await this.audit.record(
        actor,
        {
          action: 'search_synonym.update',
          entityType: 'search_synonym',
          entityId: id,
          changes: diffFields({ locale: current.locale, terms: current.terms }, next),
        },
        manager,
      );
    });
    this.cached = null;
    return this.get(id);
  }

  async remove(actor: AuditActor, id: string): Promise<void> {
    const current = await this.find(id);
    await this.synonyms.manager.transaction(async (manager) => {
      await manager.getRepository(SearchSynonymEntity).delete({ id });
      await this.audit.record(
        actor,
        {
          action: 'search_synonym.delete',
          entityType: 'search_synonym',
          entityId: id,
          changes: { locale: current.locale, terms: current.terms },
        },
        manager,
      );
    });
    this.cached = null;
  }

  private async find(id: string): Promise<SearchSynonymEntity> {
    const found = isUuid(id) ? await this.synonyms.findOneBy({ id }) : null;
    if (!found)
      throw new AppError('not_found', SearchErrorCode.SYNONYM_NOT_FOUND, 'Synonym group not found');
    return found;
  }
}

/** Distinct terms (as searched: case and accents do not count), at least two with a letter or digit. */
function checkedTerms(terms: string[]): string[] {
  const seen = new Set<string>();
  const kept = terms.filter((term) => {
    const key = searchWords(term).join(' ');
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (kept.length < 2)
    throw new AppError(
      'unprocessable',
      SearchErrorCode.SYNONYM_INVALID,
      'A synonym group needs two different terms',
      { errors: { terms: 'validation.synonymTerms' } },
    );
  return kept;
}
