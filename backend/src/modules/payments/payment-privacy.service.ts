import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PaymentCustomerEntity } from './entities/payment-customer.entity.js';

/** What the payments module keeps about a shop user, in the GDPR export and erasure. */
@Injectable()
export class PaymentPrivacyService {
  constructor(
    @InjectRepository(PaymentCustomerEntity)
    private readonly customers: Repository<PaymentCustomerEntity>,
  ) {}

  async exportFor(
    userId: string,
  ): Promise<{ providerCustomerId: string | null; savedMethod: string | null } | null> {
    const row = await this.customers.findOneBy({ userId });
    if (!row) return null;
    return { providerCustomerId: row.mollieCustomerId, savedMethod: row.demoMethodLabel };
  }

  /** Erasure: the link to the provider's customer (and its saved methods) is forgotten here. */
  async eraseFor(userId: string): Promise<void> {
    await this.customers.delete({ userId });
  }
}
