/**
 * The admin API's payloads as the back-office names them, all taken from the generated
 * `generated/schema.d.ts` (openapi-typescript, from backend/openapi.json): a renamed or retyped
 * field in a backend DTO fails the back-office's typecheck once `npm run generate` has run.
 * Enum value lists and their unions come from `generated/enums.ts`.
 */
import type { components } from './generated/schema';

type Schemas = components['schemas'];

/** GET /api/admin/orders (one row). */
export type AdminOrderSummary = Schemas['AdminOrderSummaryDto'];
/** GET /api/admin/orders/:id. */
export type AdminOrder = Schemas['AdminOrderResponseDto'];
export type OrderHistoryEntry = Schemas['OrderHistoryEntryDto'];

/** GET /api/admin/withdrawals (one row) and /api/admin/withdrawals/:id. */
export type AdminWithdrawal = Schemas['AdminWithdrawalResponseDto'];

/** GET /api/admin/products and /api/admin/products/:id. */
export type AdminProduct = Schemas['AdminProductResponseDto'];

/** GET /api/admin/collections and /api/admin/collections/:id (the product lines). */
export type AdminCollection = Schemas['AdminCollectionResponseDto'];

/** POST /api/admin/products/import/preview and /api/admin/products/import. */
export type ProductImportReport = Schemas['ProductImportReportDto'];
export type ProductImportRow = Schemas['ProductImportRowDto'];
export type ProductImportError = Schemas['ProductImportErrorDto'];

/** GET /api/admin/reviews and /api/admin/reviews/:id. */
export type AdminReview = Schemas['AdminReviewResponseDto'];

/** GET /api/admin/partner-applications and /api/admin/partner-applications/:id. */
export type PartnerApplication = Schemas['PartnerApplicationResponseDto'];

/** GET /api/admin/newsletter-campaigns and /api/admin/newsletter-campaigns/:id. */
export type AdminCampaign = Schemas['CampaignResponseDto'];
/** GET /api/admin/newsletter-campaigns/:id/progress. */
export type CampaignProgress = Schemas['CampaignProgressResponseDto'];
/** GET /api/admin/newsletter-campaigns/:id/preview. */
export type CampaignPreview = Schemas['CampaignPreviewResponseDto'];
/** POST /api/admin/newsletter-campaigns/:id/{send,schedule,unschedule,test}. */
export type CampaignActionAnswer =
  Schemas['CampaignResponseDto'] | Schemas['CampaignActionResponseDto'];

/** GET /api/admin/partner-prices and /api/admin/partner-prices/:id (one product each). */
export type PartnerPrice = Schemas['PartnerPriceResponseDto'];

/** GET /api/admin/invoices and /api/admin/invoices/:id (invoices and credit notes). */
export type AdminInvoice = Schemas['AdminInvoiceDto'];

/** GET /api/admin/partner-revenue?month=YYYY-MM. */
export type PartnerRevenueReport = Schemas['PartnerRevenueResponseDto'];

/** GET /api/admin/reports/oss?quarter=YYYY-Qn. */
export type OssReport = Schemas['OssReportResponseDto'];

/** GET /api/admin/users and /api/admin/users/:id. */
export type AdminUser = Schemas['UserResponseDto'];

/** GET /api/admin/audit (one entry). */
export type AuditEntry = Schemas['AuditEntryDto'];

/** GET /api/admin/jobs (one failed job). */
export type FailedJob = Schemas['FailedJobDto'];

/** GET /api/admin/dashboard/last-30-days; null figures are not for the signed-in role. */
export type DashboardFigures = Schemas['DashboardResponseDto'];
/** One day of the dashboard's orders. */
export type DashboardDay = Schemas['DashboardDayDto'];

/** GET /api/admin/posts and /api/admin/trainings (one each); trainings carry attachments and a session. */
export type AdminPost = Schemas['AdminPostResponseDto'];
export type TwoColumnBlock = Schemas['TwoColumnBlockDto'];
export type FullWidthSection = Schemas['FullWidthSectionDto'];
export type BasicSection = Schemas['BasicSectionDto'];
/** POST /api/admin/posts/:id/preview. */
export type PreviewLink = Schemas['PostPreviewLinkResponseDto'];
/** GET /api/admin/media (one image of the library). */
export type MediaItem = Schemas['MediaResponseDto'];
/** POST /api/admin/uploads. */
export type UploadAnswer = Schemas['UploadResponseDto'];

/** GET /api/products (the public catalogue, for the featured-products picker). */
export type ProductPage = Schemas['ProductListResponseDto'];

/** GET /api/admin/stores and /api/admin/stores/:id. */
export type AdminStore = Schemas['AdminStoreResponseDto'];
/** A salon's B2B order on its store screen, with whether it has an e-invoice. */
export type AdminPartnerOrder = Schemas['AdminPartnerOrderDto'];
export type AdminShippingZone = Schemas['ShippingZoneResponseDto'];

/** GET /api/admin/promotions and /api/admin/promotions/:id (promotions and coupon codes). */
export type AdminPromotion = Schemas['PromotionResponseDto'];
/** GET /api/admin/search-synonyms. */
export type AdminSearchSynonym = Schemas['SearchSynonymResponseDto'];
export type AdminSkinAnalysisText = Schemas['AdminSkinAnalysisTextResponseDto'];
export type TwoFactorStatus = Schemas['TwoFactorStatusResponseDto'];
export type TwoFactorSetup = Schemas['TwoFactorSetupResponseDto'];
export type RecoveryCodes = Schemas['RecoveryCodesResponseDto'];
