import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { AddressesErrorCode } from './addresses.errors.js';
import type { CreateAddressDto, UpdateAddressDto } from './dto/address.dto.js';
import { AddressEntity } from './entities/address.entity.js';
import { isUuid } from '../../common/ids.js';
import { checkAddress } from '../../common/address/address-check.js';
import { ShippingZonesService } from '../shipping/shipping-zones.service.js';

const MAX_ADDRESSES = 20;

/** The address book. Another customer's address answers 404, exactly like an unknown one. */
@Injectable()
export class AddressesService {
  constructor(
    @InjectRepository(AddressEntity) private readonly addresses: Repository<AddressEntity>,
    private readonly shipping: ShippingZonesService,
  ) {}

  list(userId: string): Promise<AddressEntity[]> {
    return this.addresses.find({
      where: { userId },
      order: { isDefault: 'DESC', createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** GDPR erasure: every address of the account. */
  async eraseFor(userId: string): Promise<void> {
    await this.addresses.delete({ userId });
  }

  async get(userId: string, id: string): Promise<AddressEntity> {
    const address = isUuid(id) ? await this.addresses.findOneBy({ id, userId }) : null;
    if (!address)
      throw new AppError('not_found', AddressesErrorCode.NOT_FOUND, 'Address not found.');
    return address;
  }

  /** The default address, or null when the book is empty. */
  async findDefault(userId: string): Promise<AddressEntity | null> {
    return (await this.list(userId))[0] ?? null;
  }

  async create(userId: string, input: CreateAddressDto): Promise<AddressEntity> {
    // Only a country a shipping zone serves (422 on `country`, like the form's own check).
    await this.shipping.assertServed(input.country, 'country');
    const count = await this.addresses.countBy({ userId });
    if (count >= MAX_ADDRESSES)
      throw new AppError(
        'unprocessable',
        AddressesErrorCode.LIMIT_REACHED,
        `At most ${MAX_ADDRESSES} addresses.`,
      );
    const checked = checkAddress(input);
    const makeDefault = count === 0 || input.isDefault === true;
    if (makeDefault) await this.addresses.update({ userId }, { isDefault: false });
    const entity = this.addresses.create({
      userId,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      company: input.company?.trim() || null,
      street: input.street.trim(),
      houseNumber: input.houseNumber.trim(),
      box: input.box?.trim() || null,
      postalCode: checked.postalCode,
      city: input.city.trim(),
      country: input.country,
      phone: checked.phone,
      isDefault: makeDefault,
    });
    await this.addresses.insert(entity);
    return this.get(userId, entity.id);
  }

  async update(userId: string, id: string, input: UpdateAddressDto): Promise<AddressEntity> {
    const current = await this.get(userId, id);
    if (input.country !== undefined) await this.shipping.assertServed(input.country, 'country');
    // Checked as the address will be: a new country is checked against the kept postcode and phone too.
    const checked = checkAddress({
      country: input.country ?? current.country,
      postalCode: input.postalCode ?? current.postalCode,
      phone: input.phone !== undefined ? input.phone : current.phone,
    });
    if (input.isDefault === true) await this.addresses.update({ userId }, { isDefault: false });
    await this.addresses.update(
      { id, userId },
      {
        ...(input.firstName !== undefined && { firstName: input.firstName.trim() }),
        ...(input.lastName !== undefined && { lastName: input.lastName.trim() }),
        ...(input.company !== undefined && { company: input.company?.trim() || null }),
        ...(input.street !== undefined && { street: input.street.trim() }),
        ...(input.houseNumber !== undefined && { houseNumber: input.houseNumber.trim() }),
        ...(input.box !== undefined && { box: input.box?.trim() || null }),
        ...((input.postalCode !== undefined || input.country !== undefined) && {
          postalCode: checked.postalCode,
        }),
        ...(input.city !== undefined && { city: input.city.trim() }),
        ...(input.country !== undefined && { country: input.country }),
        ...((input.phone !== undefined || input.country !== undefined) && {
          phone: checked.phone,
        }),
        ...(input.isDefault === true && { isDefault: true }),
      },
    );
    return this.get(userId, id);
  }

  /** Deletes an address; when it was the default, the oldest remaining one becomes the default. */
  async remove(userId: string, id: string): Promise<void> {
    const address = await this.get(userId, id);
    await this.addresses.delete({ id, userId });
    if (address.isDefault) {
      const next = await this.addresses.findOne({
        where: { userId },
        order: { createdAt: 'ASC', id: 'ASC' },
      });
      if (next) await this.addresses.update({ id: next.id }, { isDefault: true });
    }
  }
}
