import { Promotions1795920000000 } from './1795920000000-Promotions.js';
import type { MigrationInterface } from 'typeorm';
import { Init1795258662725 } from './1795258662725-Init.js';
import { Identity1795259037721 } from './1795259037721-Identity.js';
import { CatalogueContentStores1795260552750 } from './1795260552750-CatalogueContentStores.js';
import { Shopping1795262329409 } from './1795262329409-Shopping.js';
import { PaymentMethods1795264361429 } from './1795264361429-PaymentMethods.js';
import { AuditLog1795268060027 } from './1795268060027-AuditLog.js';
import { Newsletter1795268311037 } from './1795268311037-Newsletter.js';
import { ContactPartners1795268341873 } from './1795268341873-ContactPartners.js';
import { Reviews1795268352770 } from './1795268352770-Reviews.js';
import { PartnerPortal1795271451805 } from './1795271451805-PartnerPortal.js';
import { PartnerShopRoutines1795279121881 } from './1795279121881-PartnerShopRoutines.js';
import { PartnerCart1795279426634 } from './1795279426634-PartnerCart.js';
import { Invoices1795700000000 } from './1795700000000-Invoices.js';
import { VatByDestination1795710000000 } from './1795710000000-VatByDestination.js';
import { Withdrawals1795720000000 } from './1795720000000-Withdrawals.js';
import { PrivacyConsent1795730000000 } from './1795730000000-PrivacyConsent.js';
import { StorePeppolId1795740000000 } from './1795740000000-StorePeppolId.js';
import { EmailChange1795750000000 } from './1795750000000-EmailChange.js';
import { DeliveryInterrupted1795800000000 } from './1795800000000-DeliveryInterrupted.js';
import { GuestCheckout1795830000000 } from './1795830000000-GuestCheckout.js';
import { ShippingZones1795840000000 } from './1795840000000-ShippingZones.js';
import { Search1795910000000 } from './1795910000000-Search.js';
import { BirthdayAndStockAlerts1795930000000 } from './1795930000000-BirthdayAndStockAlerts.js';
import { SkinAnalysisRatings1795940000000 } from './1795940000000-SkinAnalysisRatings.js';
import { OrderHistory1795950000000 } from './1795950000000-OrderHistory.js';
import { StaffTwoFactor1795960000000 } from './1795960000000-StaffTwoFactor.js';
import { MediaLibrary1795970000000 } from './1795970000000-MediaLibrary.js';
import { ArchiveProductsStores1795980000000 } from './1795980000000-ArchiveProductsStores.js';

export const POSTGRES_MIGRATIONS: (new () => MigrationInterface)[] = [
  Init1795258662725,
  Identity1795259037721,
  CatalogueContentStores1795260552750,
  Shopping1795262329409,
  PaymentMethods1795264361429,
  AuditLog1795268060027,
  Newsletter1795268311037,
  ContactPartners1795268341873,
  Reviews1795268352770,
  PartnerPortal1795271451805,
  PartnerShopRoutines1795279121881,
  PartnerCart1795279426634,
  Invoices1795700000000,
  VatByDestination1795710000000,
  Withdrawals1795720000000,
  PrivacyConsent1795730000000,
  StorePeppolId1795740000000,
  EmailChange1795750000000,
  DeliveryInterrupted1795800000000,
  GuestCheckout1795830000000,
  ShippingZones1795840000000,
  Search1795910000000,
  Promotions1795920000000,
  BirthdayAndStockAlerts1795930000000,
  SkinAnalysisRatings1795940000000,
  OrderHistory1795950000000,
  StaffTwoFactor1795960000000,
  MediaLibrary1795970000000,
  ArchiveProductsStores1795980000000,
];
