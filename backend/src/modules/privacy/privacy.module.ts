import { Module } from '@nestjs/common';
import { AddressesModule } from '../addresses/addresses.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { BirthdayModule } from '../birthday/birthday.module.js';
import { StockAlertsModule } from '../stock-alerts/stock-alerts.module.js';
import { CartModule } from '../cart/cart.module.js';
import { FavouritesModule } from '../favourites/favourites.module.js';
import { NewsletterModule } from '../newsletter/newsletter.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { RoutinesModule } from '../routines/routines.module.js';
import { UsersModule } from '../users/users.module.js';
import { PrivacyController } from './privacy.controller.js';
import { PrivacyService } from './privacy.service.js';
import { RetentionService } from './retention.service.js';

/** GDPR self-service and the retention job. Owns no tables: it asks each module for its own data. */
@Module({
  imports: [
    UsersModule,
    AuthModule,
    AddressesModule,
    FavouritesModule,
    CartModule,
    OrdersModule,
    ReviewsModule,
    RoutinesModule,
    PaymentsModule,
    NewsletterModule,
    BirthdayModule,
    StockAlertsModule,
  ],
  controllers: [PrivacyController],
  providers: [PrivacyService, RetentionService],
  exports: [RetentionService, PrivacyService],
})
export class PrivacyModule {}
