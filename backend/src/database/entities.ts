import { MediaEntity } from '../modules/media/entities/media.entity.js';
import { PasswordResetTokenEntity } from '../modules/auth/entities/password-reset-token.entity.js';
import { EmailChangeEntity } from '../modules/auth/entities/email-change.entity.js';
import { StaffTwoFactorEntity } from '../modules/auth/entities/staff-two-factor.entity.js';
import { StaffRecoveryCodeEntity } from '../modules/auth/entities/staff-recovery-code.entity.js';
import { RefreshTokenEntity } from '../modules/auth/entities/refresh-token.entity.js';
import { UserEntity } from '../modules/users/entities/user.entity.js';
import { JobEntity } from '../modules/jobs/entities/job.entity.js';
import { SentMailEntity } from '../modules/mail/entities/sent-mail.entity.js';
import { CollectionEntity } from '../modules/catalogue/entities/collection.entity.js';
import { ProductRelationEntity } from '../modules/catalogue/entities/product-relation.entity.js';
import { ProductTranslationEntity } from '../modules/catalogue/entities/product-translation.entity.js';
import { ProductEntity } from '../modules/catalogue/entities/product.entity.js';
import { ProductPriceEntity } from '../modules/catalogue/entities/product-price.entity.js';
import { PromotionEntity } from '../modules/promotions/entities/promotion.entity.js';
import {
  CartCouponEntity,
  PromotionCustomerUseEntity,
  PromotionUseEntity,
} from '../modules/promotions/entities/promotion-use.entity.js';
import { FaqItemEntity } from '../modules/content/entities/faq-item.entity.js';
import { PostEntity } from '../modules/content/entities/post.entity.js';
import { StoreEntity } from '../modules/stores/entities/store.entity.js';
import { FavouriteEntity } from '../modules/favourites/entities/favourite.entity.js';
import { AddressEntity } from '../modules/addresses/entities/address.entity.js';
import { CartItemEntity } from '../modules/cart/entities/cart-item.entity.js';
import { DemoPaymentEntity } from '../modules/payments/entities/demo-payment.entity.js';
import { PaymentCustomerEntity } from '../modules/payments/entities/payment-customer.entity.js';
import { OrderCounterEntity } from '../modules/orders/entities/order-counter.entity.js';
import { OrderEntity } from '../modules/orders/entities/order.entity.js';
import { OrderLineEntity } from '../modules/orders/entities/order-line.entity.js';
import { OrderHistoryEntity } from '../modules/orders/entities/order-history.entity.js';
import { OrderRefundEntity } from '../modules/orders/entities/order-refund.entity.js';
import { AuditEntryEntity } from '../modules/audit/entities/audit-entry.entity.js';
import { ContactMessageEntity } from '../modules/contact/entities/contact-message.entity.js';
import { PartnerApplicationEntity } from '../modules/partners/entities/partner-application.entity.js';
import { ReviewEntity } from '../modules/reviews/entities/review.entity.js';
import { NewsletterSubscriberEntity } from '../modules/newsletter/entities/newsletter-subscriber.entity.js';
import { NewsletterCampaignEntity } from '../modules/newsletter/entities/newsletter-campaign.entity.js';
import { SavedRoutineEntity } from '../modules/routines/entities/saved-routine.entity.js';
import { PersonalRoutineEntity } from '../modules/routines/entities/personal-routine.entity.js';
import { NewsletterDeliveryEntity } from '../modules/newsletter/entities/newsletter-delivery.entity.js';
import { InvoiceCounterEntity } from '../modules/invoices/entities/invoice-counter.entity.js';
import { InvoiceEntity } from '../modules/invoices/entities/invoice.entity.js';
import { PartnerCartItemEntity } from '../modules/cart/entities/partner-cart-item.entity.js';
import { ShippingZoneEntity } from '../modules/shipping/entities/shipping-zone.entity.js';
import { BirthdayCouponEntity } from '../modules/birthday/entities/birthday-coupon.entity.js';
import { StockAlertEntity } from '../modules/stock-alerts/entities/stock-alert.entity.js';
import { SearchSynonymEntity } from '../modules/search/entities/search-synonym.entity.js';
import { WithdrawalEntity } from '../modules/withdrawals/entities/withdrawal.entity.js';
import { SkinAnalysisTextEntity } from '../modules/skin-analysis/entities/skin-analysis-text.entity.js';
import { SavedSkinAnalysisEntity } from '../modules/routines/entities/saved-skin-analysis.entity.js';

/** Every entity, listed once: the app, the migration CLI and the tests share this list. */
export const ENTITIES = [
  JobEntity,
  SentMailEntity,
  UserEntity,
  RefreshTokenEntity,
  PasswordResetTokenEntity,
  EmailChangeEntity,
  StaffTwoFactorEntity,
  StaffRecoveryCodeEntity,
  CollectionEntity,
  ProductEntity,
  ProductTranslationEntity,
  ProductRelationEntity,
  PostEntity,
  FaqItemEntity,
  StoreEntity,
  FavouriteEntity,
  AddressEntity,
  CartItemEntity,
  DemoPaymentEntity,
  PaymentCustomerEntity,
  OrderCounterEntity,
  OrderHistoryEntity,
  OrderRefundEntity,
  OrderEntity,
  OrderLineEntity,
  AuditEntryEntity,
  ReviewEntity,
  NewsletterSubscriberEntity,
  NewsletterCampaignEntity,
  NewsletterDeliveryEntity,
  ContactMessageEntity,
  PartnerApplicationEntity,
  SavedRoutineEntity,
  PersonalRoutineEntity,
  PartnerCartItemEntity,
  WithdrawalEntity,
  InvoiceEntity,
  InvoiceCounterEntity,
  ShippingZoneEntity,
  BirthdayCouponEntity,
  StockAlertEntity,
  SearchSynonymEntity,
  SkinAnalysisTextEntity,
  SavedSkinAnalysisEntity,
  MediaEntity,
  ProductPriceEntity,
  PromotionEntity,
  PromotionUseEntity,
  PromotionCustomerUseEntity,
  CartCouponEntity,
];
