import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { foldText, sortKey } from '../../common/i18n/locale.js';
import {
  toStoreResponse,
  type ListStoresQueryDto,
  type StoreListResponseDto,
  type StoreResponseDto,
  type StoreSort,
} from './dto/store.dto.js';
import { StoreEntity, type StoreOpeningHours } from './entities/store.entity.js';
import { boundingBox, haversineKm, KM_PER_DEGREE } from './geo.js';
import { StoresErrorCode } from './stores.errors.js';

export interface StoreInput {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  phone?: string | null;
  website?: string | null;
  email?: string | null;
  officialPartner?: boolean;
  active?: boolean;
  openingHours?: StoreOpeningHours | null;
  services?: string[] | null;
  languages?: string[] | null;
}

const COLUMNS = [
  's.id',
  's.name',
  's.address',
  's.postalCode',
  's.city',
  's.country',
  's.latitude',
  's.longitude',
  's.phone',
  's.website',
  's.email',
  's.officialPartner',
  's.openingHours',
  's.services',
  's.languages',
];

/** `%`, `_` and `\` typed by a visitor are searched literally, not as LIKE wildcards. */
function likeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The store locator. Search, filters, sorting and paging run in SQL with bound parameters; the
 * distance order uses an equirectangular approximation in plain arithmetic (identical on SQLite
 * and PostgreSQL, no trigonometry in SQL), and the distance returned is the exact great-circle one.
 */
@Injectable()
export class StoresService {
  constructor(@InjectRepository(StoreEntity) private readonly stores: Repository<StoreEntity>) {}

  async list(query: ListStoresQueryDto): Promise<StoreListResponseDto> {
    const hasLat = query.lat !== undefined;
    const hasLng = query.lng !== undefined;
    if (hasLat !== hasLng) {
      throw new AppError(
        'validation',
        StoresErrorCode.LOCATION_INCOMPLETE,
        'A location needs both lat and lng.',
        { errors: { [hasLat ? 'lng' : 'lat']: 'validation.required' } },
      );
    }
    const origin = hasLat && hasLng ? { lat: query.lat!, lng: query.lng! } : null;
    if (!origin && (query.sort === 'distance' || query.radius !== undefined)) {
      throw new AppError(
        'validation',
        StoresErrorCode.LOCATION_INCOMPLETE,
        'Sorting or filtering by distance needs lat and lng.',
        {
          errors: {
            [query.sort === 'distance' ? 'sort' : 'radius']: 'validation.locationRequired',
          },
        },
      );
    }
    const sort: StoreSort = query.sort ?? (origin ? 'distance' : 'name');

    const qb = this.stores
      .createQueryBuilder('s')
      .select(COLUMNS)
      .where('s.active = :active', { active: true });
    const words = query.q ? foldText(query.q).split(' ').filter(Boolean).slice(0, 6) : [];
    words.forEach((word, i) =>
      qb.andWhere(`s.searchText LIKE :q${i} ESCAPE '\\'`, { [`q${i}`]: likeContains(word) }),
    );
    if (query.partner !== undefined)
      qb.andWhere('s.officialPartner = :partner', { partner: query.partner });
    if (query.country) qb.andWhere('s.country = :country', { country: query.country });

    // Squared distance in "degrees of latitude": longitude differences scaled by cos(latitude).
    const distance =
      '((s.latitude - :originLat) * (s.latitude - :originLat) + (s.longitude - :originLng) * (s.longitude - :originLng) * :cosSquared)';
    if (origin) {
      const cos = Math.cos((origin.lat * Math.PI) / 180);
      qb.setParameters({ originLat: origin.lat, originLng: origin.lng, cosSquared: cos * cos });
      if (query.radius !== undefined) {
        const box = boundingBox(origin.lat, origin.lng, query.radius);
        qb.andWhere(
          's.latitude BETWEEN :minLat AND :maxLat AND s.longitude BETWEEN :minLng AND :maxLng',
          box,
        );
        qb.andWhere(`${distance} <= :radiusSquared`, {
          radiusSquared: (query.radius / KM_PER_DEGREE) ** 2,
        });
      }
    }
    if (sort === 'distance') qb.orderBy(distance, 'ASC').addOrderBy('s.nameSortKey', 'ASC');
    else if (sort === 'address')
      qb.orderBy('s.addressSortKey', 'ASC').addOrderBy('s.nameSortKey', 'ASC');
    else qb.orderBy('s.nameSortKey', 'ASC');
    qb.addOrderBy('s.id', 'ASC');

    const [rows, total] = await qb
      .skip((query.page - 1) * query.perPage)
      .take(query.perPage)
      .getManyAndCount();
    return {
      data: rows.map((row) =>
        toStoreResponse(
          row,
          origin
            ? haversineKm(origin.lat, origin.lng, Number(row.latitude), Number(row.longitude))
            : null,
        ),
      ),
      total,
      page: query.page,
      perPage: query.perPage,
      pageCount: Math.ceil(total / query.perPage),
      sort,
      origin,
    };
  }

  async get(id: string): Promise<StoreResponseDto> {
    const store = /^[0-9a-f-]{36}$/i.test(id)
      ? await this.stores.findOne({ where: { id, active: true } })
      : null;
    if (!store)
      throw new AppError('not_found', StoresErrorCode.STORE_NOT_FOUND, 'Store not found.');
    return toStoreResponse(store);
  }

  /** For other modules (specialist choice): the active store, or null. */
  findActive(id: string): Promise<StoreEntity | null> {
    return /^[0-9a-f-]{36}$/i.test(id)
      ? this.stores.findOne({ where: { id, active: true } })
      : Promise.resolve(null);
  }

  /** The store in any state, or null (a partner order's salon, also after it stopped). */
  findById(id: string): Promise<StoreEntity | null> {
    return /^[0-9a-f-]{36}$/i.test(id) ? this.stores.findOneBy({ id }) : Promise.resolve(null);
  }

  count(): Promise<number> {
    return this.stores.count();
  }

  /** Store names by id, any state (a routine shows the salon that wrote it). */
  async namesByIds(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.stores.find({
      where: { id: In([...new Set(ids)]) },
      select: { id: true, name: true },
    });
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  // ------------------------------------------------------------------------- partner salons

  /** The store when it is active and an official partner, else null (partner-portal access). */
  findActivePartner(id: string): Promise<StoreEntity | null> {
    return this.stores.findOneBy({ id, active: true, officialPartner: true });
  }

  /** The active official partner store with this personal link code, or null. */
  findPartnerByCode(code: string): Promise<StoreEntity | null> {
    return this.stores.findOneBy({ partnerCode: code, active: true, officialPartner: true });
  }

  /**
   * Gives the store this link code when it has none yet (two first requests at once end with one
   * code), and answers the store's code afterwards. Throws when another store has the code.
   */
  async claimPartnerCode(id: string, code: string): Promise<string | null> {
    await this.stores
      .createQueryBuilder()
      .update(StoreEntity)
      .set({ partnerCode: code })
      .where({ id, partnerCode: IsNull() })
      .execute();
    const saved = await this.stores.findOne({
      where: { id },
      select: { id: true, partnerCode: true },
    });
    return saved?.partnerCode ?? null;
  }

  /**
   * The official partner stores and these other ones (former partners with orders to report), any
   * state, by name then id: the rows of the partner revenue report.
   */
  partnersAnd(
    ids: readonly string[],
  ): Promise<Pick<StoreEntity, 'id' | 'name' | 'city' | 'officialPartner' | 'active'>[]> {
    return this.stores.find({
      where: [{ officialPartner: true }, ...(ids.length ? [{ id: In([...ids]) }] : [])],
      select: { id: true, name: true, city: true, officialPartner: true, active: true },
      order: { name: 'ASC', id: 'ASC' },
    });
  }

  /** Saves a salon's own profile fields and answers the store as it is now. */
  async updateProfile(
    id: string,
    patch: Partial<
      Pick<
        StoreEntity,
        'openingHours' | 'services' | 'languages' | 'phone' | 'website' | 'email' | 'peppolId'
      >
    >,
  ): Promise<StoreEntity> {
    if (Object.keys(patch).length) await this.stores.update({ id }, patch);
    return this.stores.findOneByOrFail({ id });
  }

  /**
   * Records a VIES answer for a salon's VAT number (normalised, e.g. NL123456789B01). `valid`
   * confirms that number; `invalid` withdraws a confirmation of it; `unavailable` leaves a
   * confirmation standing and otherwise marks the number `pending` (checked again later).
   * Answers the store as it is now.
   */
  async recordVatCheck(
    id: string,
    vatNumber: string,
    result: 'valid' | 'invalid' | 'unavailable',
    now: Date = new Date(),
  ): Promise<StoreEntity> {
    const store = await this.stores.findOneByOrFail({ id });
    const at = now.toISOString();
    const confirmed = store.vatVerifiedNumber === vatNumber;
    const patch: Partial<StoreEntity> =
      result === 'valid'
        ? {
            vatCheckStatus: 'confirmed',
            vatCheckedAt: at,
            vatVerifiedNumber: vatNumber,
            vatVerifiedAt: at,
          }
        : result === 'invalid'
          ? {
              vatCheckStatus: 'invalid',
              vatCheckedAt: at,
              ...(confirmed ? { vatVerifiedNumber: null, vatVerifiedAt: null } : {}),
            }
          : { vatCheckStatus: confirmed ? 'confirmed' : 'pending', vatCheckedAt: at };
    await this.stores.update({ id }, patch);
    return this.stores.findOneByOrFail({ id });
  }

  /** Creates stores (seed, back-office): derives the search text and sort keys. */
  async createStores(inputs: StoreInput[]): Promise<void> {
    const rows = inputs.map((input, index) => {
      const errors: Record<string, string> = {};
      for (const field of ['name', 'address', 'postalCode', 'city'] as const)
        if (!input[field]?.trim()) errors[`${index}.${field}`] = 'validation.required';
      if (!/^[A-Z]{2}$/.test(input.country)) errors[`${index}.country`] = 'validation.country';
      if (!Number.isFinite(input.latitude) || Math.abs(input.latitude) > 90)
        errors[`${index}.latitude`] = 'validation.number';
      if (!Number.isFinite(input.longitude) || Math.abs(input.longitude) > 180)
        errors[`${index}.longitude`] = 'validation.number';
      if (input.website && !/^https:\/\/[^\s/]+/.test(input.website))
        errors[`${index}.website`] = 'validation.link';
      if (Object.keys(errors).length)
        throw new AppError('validation', StoresErrorCode.STORE_INVALID, 'The store is not valid.', {
          errors,
        });
      return this.stores.create({
        name: input.name.trim(),
        address: input.address.trim(),
        postalCode: input.postalCode.trim(),
        city: input.city.trim(),
        country: input.country,
        latitude: input.latitude,
        longitude: input.longitude,
        phone: input.phone ?? null,
        website: input.website ?? null,
        email: input.email ?? null,
        officialPartner: input.officialPartner ?? false,
        active: input.active ?? true,
        openingHours: input.openingHours ?? null,
        services: input.services ?? null,
        languages: input.languages ?? null,
        searchText: foldText(
          `${input.name} ${input.address} ${input.postalCode} ${input.city}`,
        ).slice(0, 600),
        nameSortKey: sortKey(input.name),
        addressSortKey: `${sortKey(input.city)} ${sortKey(input.address)}`.slice(0, 300),
      });
    });
    for (let i = 0; i < rows.length; i += 50) await this.stores.insert(rows.slice(i, i + 50));
  }
}
