// Generated from backend/openapi.json by scripts/generate-api.mjs: do not edit.
// Run `npm run generate` after an API change.

export const ADMIN_COLLECTION_SORTS = ["position","slug","updatedAt"] as const;
export type AdminCollectionSort = (typeof ADMIN_COLLECTION_SORTS)[number];

export const ADMIN_INVOICE_SORTS = ["issueDate","number","totalCents"] as const;
export type AdminInvoiceSort = (typeof ADMIN_INVOICE_SORTS)[number];

export const ADMIN_ORDER_SORTS = ["createdAt","number","totalCents","status","paidStatus","email"] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

export const ADMIN_PARTNER_ORDER_SORTS = ["createdAt"] as const;
export type AdminPartnerOrderSort = (typeof ADMIN_PARTNER_ORDER_SORTS)[number];

export const ADMIN_POST_SORTS = ["publishAt","updatedAt","createdAt","title","name","slug","language","type","published"] as const;
export type AdminPostSort = (typeof ADMIN_POST_SORTS)[number];

export const ADMIN_PRODUCT_SORTS = ["name","slug","priceCents","stock","collection","type","updatedAt","createdAt"] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

export const ADMIN_STORE_SORTS = ["name","city","createdAt","officialPartner"] as const;
export type AdminStoreSort = (typeof ADMIN_STORE_SORTS)[number];

export const ART_FORMATS = ["landscape","square","hero","portrait"] as const;
export type ArtFormat = (typeof ART_FORMATS)[number];

export const ART_TONES = ["blue","black","gold","grey","sand"] as const;
export type ArtTone = (typeof ART_TONES)[number];

export const AUDIT_SORTS = ["createdAt","action","entityType"] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

export const CAMPAIGN_STATUSES = ["draft","scheduled","sending","sent"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CARRIERS = ["bpost","postnl","dhl","dpd","gls","ups","other"] as const;
export type Carrier = (typeof CARRIERS)[number];

export const COLLECTIONS = ["blue","black","gold","grey"] as const;
export type Collection = (typeof COLLECTIONS)[number];

export const CONTACT_SUBJECTS = ["selling","usage"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const FAQ_SECTIONS = ["brand","orders-returns","products","professionals","results","skin","more"] as const;
export type FaqSection = (typeof FAQ_SECTIONS)[number];

export const GENDERS = ["female","male"] as const;
export type Gender = (typeof GENDERS)[number];

export const INVOICE_KINDS = ["invoice","credit_note"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const JOB_STATES = ["failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

export const LISTED_POST_TYPES = ["blog","routine"] as const;
export type ListedPostType = (typeof LISTED_POST_TYPES)[number];

export const LOCALES = ["nl","en","de","fr"] as const;
export type Locale = (typeof LOCALES)[number];

export const MODERATION_STATUSES = ["approved","rejected"] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const ORDER_HISTORY_TYPES = ["placed","payment_paid","payment_failed","status_changed","shipped","delivered","refunded","note","mail_sent","withdrawal_requested","return_received"] as const;
export type OrderHistoryType = (typeof ORDER_HISTORY_TYPES)[number];

export const ORDER_STATUSES = ["pending_payment","paid","processing","shipped","delivered","cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAID_STATUSES = ["open","paid","failed","cancelled","expired","refunded"] as const;
export type PaidStatus = (typeof PAID_STATUSES)[number];

export const PARTNER_ACCOUNT_SORTS = ["createdAt","email","lastName"] as const;
export type PartnerAccountSort = (typeof PARTNER_ACCOUNT_SORTS)[number];

export const PARTNER_APPLICATION_SORTS = ["createdAt","company","status","city"] as const;
export type PartnerApplicationSort = (typeof PARTNER_APPLICATION_SORTS)[number];

export const PARTNER_APPLICATION_STATUSES = ["new","in_review","approved","rejected"] as const;
export type PartnerApplicationStatus = (typeof PARTNER_APPLICATION_STATUSES)[number];

export const PARTNER_PRICE_SORTS = ["name","size","priceCents","partnerPriceCents","partnerMinQuantity","partnerOnly","updatedAt"] as const;
export type PartnerPriceSort = (typeof PARTNER_PRICE_SORTS)[number];

export const POST_SORTS = ["latest","oldest"] as const;
export type PostSort = (typeof POST_SORTS)[number];

export const POST_TYPES = ["blog","routine","page","training"] as const;
export type PostType = (typeof POST_TYPES)[number];

export const PRODUCT_IMPORT_ACTIONS = ["create","update","unchanged","error"] as const;
export type ProductImportAction = (typeof PRODUCT_IMPORT_ACTIONS)[number];

export const PRODUCT_SORTS = ["bestseller","name-asc","name-desc","price-asc","price-desc"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_TYPES = ["cleanser","toner","serum","cream","eye-care","lip-care","mask","peel","exfoliant","dermasoft","gel","foam","lotion","spray","capsules","supplements","day-and-night-care","sets"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_VIEWS = ["front","texture"] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

export const PROMOTION_KINDS = ["percent","fixed","free_shipping"] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const PROMOTION_TARGETS = ["order","products","collections"] as const;
export type PromotionTarget = (typeof PROMOTION_TARGETS)[number];

export const RECOMMENDED_LINES = ["blue","black","gold"] as const;
export type RecommendedLine = (typeof RECOMMENDED_LINES)[number];

export const RETURN_ITEM_CONDITIONS = ["unopened","opened","damaged","missing"] as const;
export type ReturnItemCondition = (typeof RETURN_ITEM_CONDITIONS)[number];

export const REVIEW_SORTS = ["submittedAt","createdAt","score","status","moderatedAt"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_STATUSES = ["pending","approved","rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const ROLES = ["customer","partner","partner_manager","admin"] as const;
export type Role = (typeof ROLES)[number];

export const ROUTINE_LINES = ["blue","black","gold","grey"] as const;
export type RoutineLine = (typeof ROUTINE_LINES)[number];

export const ROUTINE_TIMES = ["morning","evening","weekly"] as const;
export type RoutineTime = (typeof ROUTINE_TIMES)[number];

export const ROUTINE_TIMINGS = ["morning","evening","both"] as const;
export type RoutineTiming = (typeof ROUTINE_TIMINGS)[number];

export const SET_KINDS = ["gift","routine"] as const;
export type SetKind = (typeof SET_KINDS)[number];

export const SKIN_AGE_BANDS = ["under-25","25-34","35-44","45-54","55-plus"] as const;
export type SkinAgeBand = (typeof SKIN_AGE_BANDS)[number];

export const SKIN_ANALYSIS_SKIN_TYPES = ["normal","dry","oily","combination","problem"] as const;
export type SkinAnalysisSkinType = (typeof SKIN_ANALYSIS_SKIN_TYPES)[number];

export const SKIN_CONCERNS = ["anti-aging","blemishes","redness","dryness","firmness","dullness","sun-protection"] as const;
export type SkinConcern = (typeof SKIN_CONCERNS)[number];

export const SKIN_REASON_KEYS = ["gold-mature","gold-firmness","blue-problem-skin","blue-young-skin","blue-sensitive","black-anti-aging","black-protection"] as const;
export type SkinReasonKey = (typeof SKIN_REASON_KEYS)[number];

export const SKIN_ROUTINE_MOMENTS = ["morning","evening","both"] as const;
export type SkinRoutineMoment = (typeof SKIN_ROUTINE_MOMENTS)[number];

export const SKIN_SENSITIVITY_LEVELS = ["low","medium","high"] as const;
export type SkinSensitivityLevel = (typeof SKIN_SENSITIVITY_LEVELS)[number];

export const SKIN_TYPES = ["normal","dry","oily","combination","sensitive","problem","mature"] as const;
export type SkinType = (typeof SKIN_TYPES)[number];

export const SPF_VALUES = [30,50] as const;
export type SpfValue = (typeof SPF_VALUES)[number];

export const STAFF_ROLES = ["admin","partner_manager"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STOCK_ALERT_STATES = ["subscribed","pending","confirmed","withdrawn","none"] as const;
export type StockAlertState = (typeof STOCK_ALERT_STATES)[number];

export const STORE_SORTS = ["name","address","distance"] as const;
export type StoreSort = (typeof STORE_SORTS)[number];

export const SUBSCRIBER_STATUSES = ["pending","confirmed","unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const SUBSCRIPTION_SOURCES = ["footer","registration","contact","partner"] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

export const TIMINGS = ["day","night"] as const;
export type Timing = (typeof TIMINGS)[number];

export const USER_SORTS = ["createdAt","email","lastName","role"] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const VAT_REGIMES = ["domestic","oss","export"] as const;
export type VatRegime = (typeof VAT_REGIMES)[number];

export const WITHDRAWAL_STATUSES = ["requested","received","refunded"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
