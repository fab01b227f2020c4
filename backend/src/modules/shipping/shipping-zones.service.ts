import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { isUuid } from '../../common/ids.js';
import { AuditService, diffFields, type AuditActor } from '../audit/audit.service.js';
import { quoteDelivery, zoneFor, type DeliveryQuote } from '../cart/delivery-rates.js';
import {
  toShippingZone,
  type CreateShippingZoneDto,
  type ShippableCountryDto,
  type ShippingZoneListResponseDto,
  type ShippingZoneResponseDto,
  type UpdateShippingZoneDto,
} from './dto/shipping-zone.dto.js';
import { ShippingZoneEntity } from './entities/shipping-zone.entity.js';
import { ShippingErrorCode } from './shipping.errors.js';

/** How long the zones are kept in memory between reads. */
export const ZONES_CACHE_MS = 30_000;

/**
 * Shipping zones (SPEC §9): where the shop delivers, at what cost and how fast. Read for every
 * quote (a handful of rows, kept in memory for ZONES_CACHE_MS and dropped at once on a write
 * here; another instance of the API sees an edit within that time), edited in the back-office by
 * admins, each write audited.
 */
@Injectable()
export class ShippingZonesService {
  constructor(
    @InjectRepository(ShippingZoneEntity) private readonly zones: Repository<ShippingZoneEntity>,
    private readonly audit: AuditService,
  ) {}

  private cached: { at: number; zones: Promise<ShippingZoneEntity[]> } | null = null;

  /** Every zone (from memory when read less than ZONES_CACHE_MS ago). */
  all(): Promise<ShippingZoneEntity[]> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > ZONES_CACHE_MS) {
      const zones = this.zones.find({ order: { code: 'ASC' } });
      this.cached = { at: now, zones };
      zones.catch(() => {
        if (this.cached?.zones === zones) this.cached = null;
      });
    }
    return this.cached.zones;
  }

  /** The delivery quote for `country` and an item total (VAT incl.). */
  async quote(country: string, itemsGrossCents: number): Promise<DeliveryQuote> {
    return quoteDelivery(await this.all(), country, itemsGrossCents);
  }

  /** The quote, refused with a 422 naming `field` when no zone serves the country. */
  async servedQuote(country: string, itemsGrossCents: number, field: string) {
    const quote = await this.quote(country, itemsGrossCents);
    if (!quote.served) throw notServed(field);
    return quote as DeliveryQuote & { zone: string; costCents: number };
  }

  /** Refuses (422 on `field`) a country no zone serves. */
  async assertServed(country: string, field: string): Promise<void> {
    if (!zoneFor(await this.all(), country)) throw notServed(field);
  }

  /** Every country served, alphabetically, with its zone's cost and delivery time. */
  async shippableCountries(): Promise<ShippableCountryDto[]> {
    const zones = await this.all();
    return zones
      .flatMap((zone) =>
        zone.countries.map((country) => ({
          country,
          zone: zone.code,
          costCents: Number(zone.costCents),
          freeFromCents: zone.freeFromCents === null ? null : Number(zone.freeFromCents),
          minWorkingDays: Number(zone.minWorkingDays),
          maxWorkingDays: Number(zone.maxWorkingDays),
        })),
      )
      .sort((a, b) => a.country.localeCompare(b.country));
  }

  async list(): Promise<ShippingZoneListResponseDto> {
    const zones = await this.all();
    return { data: zones.map(toShippingZone), total: zones.length };
  }

  async get(id: string): Promise<ShippingZoneResponseDto> {
    return toShippingZone(await this.find(id));
  }

  async create(actor: AuditActor, input: CreateShippingZoneDto): Promise<ShippingZoneResponseDto> {
    const id = await this.zones.manager.transaction(async (manager) => {
      const repo = manager.getRepository(ShippingZoneEntity);
      const others = await repo.find();
      checkZone(input, others);
      const entity = repo.create({
        code: input.code,
        name: input.name,
        countries: [...input.countries].sort(),
        costCents: input.costCents,
        freeFromCents: input.freeFromCents ?? null,
        minWorkingDays: input.minWorkingDays,
        maxWorkingDays: input.maxWorkingDays,
      });
      await repo.insert(entity);
      await this.audit.record(
        actor,
        {
          action: 'shipping_zone.create',
          entityType: 'shipping_zone',
          entityId: entity.id,
          changes: { ...input, countries: entity.countries },
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
    input: UpdateShippingZoneDto,
  ): Promise<ShippingZoneResponseDto> {
    await this.zones.manager.transaction(async (manager) => {
      const repo = manager.getRepository(ShippingZoneEntity);
      const zone = await this.find(id, manager);
      const next = {
        code: input.code ?? zone.code,
        name: input.name ?? zone.name,
        countries: input.countries ? [...input.countries].sort() : zone.countries,
        costCents: input.costCents ?? Number(zone.costCents),
        freeFromCents:
          input.freeFromCents === undefined
            ? zone.freeFromCents === null
              ? null
              : Number(zone.freeFromCents)
            : input.freeFromCents,
        minWorkingDays: input.minWorkingDays ?? Number(zone.minWorkingDays),
        maxWorkingDays: input.maxWorkingDays ?? Number(zone.maxWorkingDays),
      };
      checkZone(
        next,
        (await repo.find()).filter((other) => other.id !== zone.id),
      );
      const changes = diffFields({ ...zone }, next);
      if (Object.keys(changes).length === 0) return;
      await repo.update({ id: zone.id }, next);
      await this.audit.record(
        actor,
        { action: 'shipping_zone.update', entityType: 'shipping_zone', entityId: zone.id, changes },
        manager,
      );
    });
    this.cached = null;
    return this.get(id);
  }

  async remove(actor: AuditActor, id: string): Promise<void> {
    await this.zones.manager.transaction(async (manager) => {
      const zone = await this.find(id, manager);
      await manager.getRepository(ShippingZoneEntity).delete({ id: zone.id });
      await this.audit.record(
        actor,
        {
          action: 'shipping_zone.delete',
          entityType: 'shipping_zone',
          entityId: zone.id,
          changes: { code: zone.code, countries: zone.countries },
        },
        manager,
      );
    });
    this.cached = null;
  }

  private async find(id: string, manager?: EntityManager): Promise<ShippingZoneEntity> {
    const repo = manager ? manager.getRepository(ShippingZoneEntity) : this.zones;
    const zone = isUuid(id) ? await repo.findOneBy({ id }) : null;
    if (!zone)
      throw new AppError('not_found', ShippingErrorCode.ZONE_NOT_FOUND, 'Shipping zone not found.');
    return zone;
  }
}

function notServed(field: string): AppError {
  return new AppError(
    'unprocessable',
    ShippingErrorCode.COUNTRY_NOT_SERVED,
    'We do not deliver to this country.',
    { errors: { [field]: 'validation.countryNotServed' } },
  );
}

/** A zone's own rules against the other zones: unique code, each country in one zone, min ≤ max. */
export function checkZone(
  zone: { code: string; countries: string[]; minWorkingDays: number; maxWorkingDays: number },
  others: readonly { code: string; countries: string[] }[],
): void {
  if (zone.minWorkingDays > zone.maxWorkingDays)
    throw new AppError(
      'unprocessable',
      ShippingErrorCode.ZONE_INVALID,
      'The shortest delivery time is longer than the longest.',
      { errors: { minWorkingDays: 'validation.workingDaysOrder' } },
    );
  if (others.some((other) => other.code === zone.code))
    throw new AppError('conflict', ShippingErrorCode.ZONE_CONFLICT, 'This code is taken.', {
      errors: { code: 'validation.duplicate' },
    });
  const taken = zone.countries.filter((country) =>
    others.some((other) => other.countries.includes(country)),
  );
  if (taken.length)
    throw new AppError(
      'conflict',
      ShippingErrorCode.ZONE_CONFLICT,
      `Already in another zone: ${taken.join(', ')}.`,
      { errors: { countries: 'validation.countryInOtherZone' }, extra: { countries: taken } },
    );
}
