import { PaymentPrivacyService } from './payment-privacy.service.js';
import { Module } from '@nestjs/common';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { DemoPaymentProvider } from './demo-payment-provider.js';
import { DemoPaymentEntity } from './entities/demo-payment.entity.js';
import { PaymentCustomerEntity } from './entities/payment-customer.entity.js';
import { MolliePaymentProvider } from './mollie-payment-provider.js';
import { PaymentProvider } from './payment-provider.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([DemoPaymentEntity, PaymentCustomerEntity])],
  controllers: [PaymentsController],
  providers: [
    {
      // The adapter is chosen once at boot: Mollie when MOLLIE_API_KEY is set, else the built-in demo provider.
      provide: PaymentProvider,
      inject: [
        appConfig.KEY,
        getRepositoryToken(DemoPaymentEntity),
        getRepositoryToken(PaymentCustomerEntity),
      ],
      useFactory: (
        config: AppConfig,
        demoPayments: Repository<DemoPaymentEntity>,
        customers: Repository<PaymentCustomerEntity>,
      ): PaymentProvider =>
        config.payments === 'mollie' && config.mollieApiKey
          ? new MolliePaymentProvider(config.mollieApiKey, config.mollieApiUrl, customers)
          : new DemoPaymentProvider(demoPayments, customers, config.publicUrl),
    },
    PaymentsService,
    PaymentPrivacyService,
  ],
  exports: [PaymentsService, PaymentPrivacyService],
})
export class PaymentsModule {}
