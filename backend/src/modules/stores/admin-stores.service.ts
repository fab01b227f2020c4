import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { foldText, sortKey } from '../../common/i18n/locale.js';
import { diffFields, type AuditActor, AuditService } from '../audit/audit.service.js';
import {
  toAdminStore,
  type ListAdminStoresQueryDto,
  type AdminStoreResponseDto,
  type CreateStoreDto,
  type UpdateStoreDto,
} from './dto/admin-store.dto.js';
import { StoreEntity } from './entities/store.entity.js';
import { StoresErrorCode } from './stores.errors.js';
import { StoreReferencesQuery } from './stores.events.js';

/** Rough centres used when nothing better is known (no geocoding service is configured). */
const COUNTRY_CENTRES: Record<string, [number, number]> = {
  BE: [50.85, 4.35],
  NL: [52.13, 5.29],
  DE: [51.17, 10.45],
  FR: [46.6, 2.21],
  LU: [49.61, 6.13],
  AT: [47.52, 14.55],
  CH: [46.82, 8.23],
};

function derived(store: Pick<StoreEntity, 'name' | 'address' | 'postalCode' | 'city'>) {
  return {
    searchText: foldText(`${store.name} ${store.address} ${store.postalCode} ${store.city}`).slice(
      0,
      600,
    ),
    nameSortKey: sortKey(store.name),
    addressSortKey: `${sortKey(store.city)} ${sortKey(store.address)}`.slice(0, 300),
  };
}

/** Back-office management of stores (list, create, edit) and the partner approval's store. */
@Injectable()
export class AdminStoresService {
  constructor(
    @InjectRepository(StoreEntity) private readonly stores: Repository<StoreEntity>,
    private readonly audit: AuditService,
    private readonly events: EventEmitter2,
  ) {}

  async list(
    query: ListAdminStoresQueryDto,
  ): Promise<{ data: AdminStoreResponseDto[]; total: number }> {
    const qb = this.stores.createQueryBuilder('s');
    if (query.idList.length) qb.andWhere('s.id IN (:...ids)', { ids: query.idList });
    const words = query.q ? foldText(query.q).split(' ').filter(Boolean).slice(0, 6) : [];
    words.forEach((word, i) =>
      qb.andWhere(`s.searchText LIKE :q${i}`, { [`q${i}`]: `%${word.replace(/[\\%_]/g, '')}%` }),
    );
    if (query.officialPartner !== undefined)
      qb.andWhere('s.officialPartner = :p', { p: query.officialPartner });
    if (query.active !== undefined) qb.andWhere('s.active = :a', { a: query.active });
    if (query.archived !== undefined)
      qb.andWhere(query.archived ? 's.archivedAt IS NOT NULL' : 's.archivedAt IS NULL');
    const sorts = {
      name: 's.nameSortKey',
      city: 's.addressSortKey',
      createdAt: 's.createdAt',
      officialPartner: 's.officialPartner',
    } as const;
    qb.orderBy(sorts[query.sort ?? 'name'], query.sort ? query.order : 'ASC').addOrderBy(
      's.id',
      'ASC',
    );
    const [rows, total] = await qb.skip(query.skip).take(query.perPage).getManyAndCount();
    return { data: rows.map(toAdminStore), total };
  }

  async get(id: string): Promise<AdminStoreResponseDto> {
    return toAdminStore(await this.find(id));
  }

  /**
   * Coordinates from the postal code: the mean of known stores with that postal code, else in that
   * city, else the country's centre. Good enough for the locator until someone corrects it.
   */
  async approximateLocation(
    postalCode: string,
    city: string,
    country: string,
  ): Promise<{ latitude: number; longitude: number }> {
    for (const [column, value] of [
      ['postalCode', postalCode.trim()],
      ['city', city.trim()],
    ] as const) {
      const row = await this.stores
        .createQueryBuilder('s')
        .select('AVG(s.latitude)', 'lat')
        .addSelect('AVG(s.longitude)', 'lng')
        .where(`s.country = :country AND LOWER(s.${column}) = :value`, {
          country,
          value: value.toLowerCase(),
        })
        .getRawOne<{ lat: string | number | null; lng: string | number | null }>();
      if (row?.lat !== null && row?.lat !== undefined && row.lng !== null)
        return { latitude: Number(row.lat), longitude: Number(row.lng) };
    }
    const [latitude, longitude] = COUNTRY_CENTRES[country] ?? COUNTRY_CENTRES.BE!;
    return { latitude, longitude };
  }

  async create(actor: AuditActor | null, input: CreateStoreDto): Promise<AdminStoreResponseDto> {
    const location =
      input.latitude !== undefined && input.longitude !== undefined
        ? { latitude: input.latitude, longitude: input.longitude }
        : await this.approximateLocation(input.postalCode, input.city, input.country);
    const entity = this.stores.create({
      name: input.name,
      address: input.address,
      postalCode: input.postalCode,
      city: input.city,
      country: input.country,
      ...location,
      phone: input.phone ?? null,
      website: input.website ?? null,
      email: input.email ?? null,
      officialPartner: input.officialPartner ?? false,
      active: input.active ?? true,
      peppolId: input.peppolId ?? null,
      ...derived(input),
    });
    await this.stores.insert(entity);
    const created = await this.find(entity.id);
    await this.audit.record(actor, {
      action: 'store.create',
      entityType: 'store',
      entityId: created.id,
      changes: diffFields(
        {},
        {
          ...toAdminStore(created),
          peppolIdFromVat: undefined,
          createdAt: undefined,
          updatedAt: undefined,
        },
      ),
    });
    return toAdminStore(created);
  }

  async update(
    actor: AuditActor,
    id: string,
    input: UpdateStoreDto,
  ): Promise<AdminStoreResponseDto> {
    const store = await this.find(id);
    if (input.active === true && store.archivedAt !== null)
      throw new AppError(
        'conflict',
        StoresErrorCode.STORE_ARCHIVED,
        'This store is archived; restore it before making it active.',
        { errors: { active: 'validation.archived' } },
      );
    const next = {
      ...store,
      ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
    } as StoreEntity;
    const changes = diffFields(
      toAdminStore(store) as unknown as Record<string, unknown>,
      input as Record<string, unknown>,
    );
    if (Object.keys(changes).length === 0) return toAdminStore(store);
    await this.stores.update({ id }, { ...input, ...derived(next) });
    await this.audit.record(actor, {
      action: 'store.update',
      entityType: 'store',
      entityId: id,
      changes,
    });
    return this.get(id);
  }

  /**
   * Archives a store: inactive, so hidden from the store finder and every public answer (and from
   * the partner portal), kept for the orders and accounts that name it. Idempotent.
   */
  async archive(actor: AuditActor, id: string): Promise<AdminStoreResponseDto> {
    const store = await this.find(id);
    if (store.archivedAt === null) {
      await this.stores.update({ id }, { archivedAt: Date.now(), active: false });
      await this.audit.record(actor, {
        action: 'store.archive',
        entityType: 'store',
        entityId: id,
        changes: { active: [store.active, false] },
      });
    }
    return this.get(id);
  }

  /** Takes a store out of the archive; it stays inactive until it is made active again. */
  async restore(actor: AuditActor, id: string): Promise<AdminStoreResponseDto> {
    const store = await this.find(id);
    if (store.archivedAt !== null) {
      await this.stores.update({ id }, { archivedAt: null });
      await this.audit.record(actor, {
        action: 'store.restore',
        entityType: 'store',
        entityId: id,
        changes: {},
      });
    }
    return this.get(id);
  }

  /**
   * Deletes a store that nothing refers to (no order, account, routine…); otherwise 409
   * STORES_STORE_REFERENCED with what refers to it, and the back-office offers to archive it.
   */
  async remove(actor: AuditActor, id: string): Promise<AdminStoreResponseDto> {
    const before = await this.get(id);
    const query = new StoreReferencesQuery(id);
    await this.events.emitAsync(StoreReferencesQuery.NAME, query);
    if (Object.keys(query.counts).length > 0)
      throw new AppError(
        'conflict',
        StoresErrorCode.STORE_REFERENCED,
        'Orders or accounts refer to this store: archive it instead.',
        { extra: { references: query.counts } },
      );
    await this.stores.delete({ id });
    await this.audit.record(actor, {
      action: 'store.delete',
      entityType: 'store',
      entityId: id,
      changes: { name: before.name, city: before.city },
    });
    return before;
  }

  /**
   * The legal company name and VAT number of a partner store (copied from the approved partner
   * application; B2B orders carry them). Answers the changes made, for the caller's audit entry.
   */
  async setCompany(
    id: string,
    companyName: string | null,
    vatNumber: string | null,
  ): Promise<Record<string, unknown>> {
    const store = await this.find(id);
    const next = {
      companyName: companyName?.trim().slice(0, 150) || null,
      vatNumber:
        vatNumber
          ?.replace(/[\s.-]/g, '')
          .toUpperCase()
          .slice(0, 20) || null,
    };
    const changes = diffFields(
      { companyName: store.companyName, vatNumber: store.vatNumber },
      next,
    );
    if (Object.keys(changes).length) await this.stores.update({ id }, next);
    return changes;
  }

  private async find(id: string): Promise<StoreEntity> {
    const store = /^[0-9a-f-]{36}$/i.test(id) ? await this.stores.findOneBy({ id }) : null;
    if (!store)
      throw new AppError('not_found', StoresErrorCode.STORE_NOT_FOUND, 'Store not found.');
    return store;
  }
}
