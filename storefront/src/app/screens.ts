/**
 * Which module renders each screen of the route table. Screens are lazy route modules
 * (one chunk each); the record type makes a missing screen a compile error.
 */
import type { ComponentType } from 'react';
import { NotFound } from '../components/not-found.tsx';
import type { ScreenLoader } from '../lib/route-data.ts';
import type { RouteName } from '../lib/routes.ts';

export interface ScreenModule {
  readonly default: ComponentType;
  /** Loads the screen's data before it renders (server and navigation), see `lib/route-data.ts`. */
  readonly loader?: ScreenLoader;
}

// Tests beside the pages are no screens: without the exclusion they would ship as client chunks.
const modules = import.meta.glob<ScreenModule>(['../features/*/pages/*.tsx', '!**/*.test.tsx']);

/** Module below `src/features/` (without `.tsx`), or a component rendered directly. */
export const screens: Record<RouteName, string | ComponentType> = {
  home: 'home/pages/home-page',
  collection: 'catalogue/pages/collection-page',
  products: 'catalogue/pages/products-page',
  product: 'catalogue/pages/product-page',
  about: 'content/pages/fixed-page',
  magazine: 'content/pages/magazine-page',
  magazineArticle: 'content/pages/article-page',
  routines: 'content/pages/routines-page',
  routine: 'content/pages/routine-page',
  skinAnalysis: 'skin-analysis/pages/skin-analysis-page',
  sustainability: 'content/pages/fixed-page',
  epigenetics: 'content/pages/fixed-page',
  stores: 'stores/pages/stores-page',
  search: 'search/pages/search-page',
  becomingPartner: 'partner/pages/partner-page',
  contact: 'contact/pages/contact-page',
  privacy: 'content/pages/fixed-page',
  faq: 'content/pages/faq-page',
  impressum: 'content/pages/fixed-page',
  terms: 'content/pages/fixed-page',
  accessibility: 'content/pages/fixed-page',
  shipping: 'content/pages/fixed-page',
  withdrawal: 'account/pages/withdrawal-page',
  cookieSettings: 'consent/pages/cookie-settings-page',
  notFound: NotFound,
  login: 'auth/pages/login-page',
  register: 'auth/pages/register-page',
  forgotPassword: 'auth/pages/forgot-password-page',
  passwordReset: 'auth/pages/password-reset-page',
  newsletterConfirm: 'newsletter/pages/newsletter-confirm-page',
  newsletterUnsubscribe: 'newsletter/pages/newsletter-unsubscribe-page',
  stockAlertConfirm: 'catalogue/pages/stock-alert-confirm-page',
  stockAlertWithdraw: 'catalogue/pages/stock-alert-withdraw-page',
  emailChangeConfirm: 'account/pages/email-change-confirm-page',
  guestClaim: 'auth/pages/guest-claim-page',
  emailChangeUndo: 'account/pages/email-change-undo-page',
  favourites: 'favourites/pages/favourites-page',
  cart: 'cart/pages/cart-layout',
  cartSummary: 'cart/pages/cart-summary-page',
  cartDelivery: 'cart/pages/cart-delivery-page',
  cartSuccess: 'cart/pages/cart-success-page',
  account: 'account/pages/account-layout',
  accountOverview: 'account/pages/account-overview-page',
  accountDetails: 'account/pages/account-details-page',
  accountAddresses: 'account/pages/account-section-page',
  accountPayment: 'account/pages/account-section-page',
  accountOrders: 'account/pages/account-section-page',
  accountOrder: 'account/pages/account-order-page',
  accountBeautician: 'account/pages/account-section-page',
  accountRoutines: 'account/pages/account-routines-page',
  accountPrivacy: 'account/pages/account-privacy-page',
  admin: 'admin/pages/admin-layout',
  adminBlogs: 'admin/pages/admin-blogs-page',
  adminBlogCreate: 'admin/pages/admin-blog-editor-page',
  adminBlogEdit: 'admin/pages/admin-blog-editor-page',
  adminBlogPreview: 'admin/pages/admin-blog-editor-page',
  partnerDashboard: 'partner-portal/pages/partner-dashboard-page',
  partnerTrainings: 'partner-portal/pages/partner-trainings-page',
  partnerTraining: 'partner-portal/pages/partner-training-page',
  partnerProfile: 'partner-portal/pages/partner-profile-page',
  partnerRoutines: 'partner-portal/pages/partner-routines-page',
  partnerShop: 'partner-portal/pages/partner-shop-page',
  partnerCart: 'partner-portal/pages/partner-cart-page',
  partnerOrders: 'partner-portal/pages/partner-orders-page',
  partnerOrder: 'partner-portal/pages/partner-order-page',
  salonLink: 'partner-portal/pages/salon-link-page',
  landing: 'content/pages/landing-page',
};

/** The key of a screen's module in Vite's build manifest, e.g. `src/features/home/pages/home-page.tsx`. */
export function screenManifestKey(name: RouteName): string | null {
  const screen = screens[name];
  return typeof screen === 'string' ? `src/features/${screen}.tsx` : null;
}

export async function loadScreenModule(name: RouteName): Promise<ScreenModule> {
  const screen = screens[name];
  if (typeof screen !== 'string') return { default: screen };
  const load = modules[`../features/${screen}.tsx`];
  if (!load) throw new Error(`Screen module ${screen} of route ${name} does not exist`);
  return load();
}

export async function loadScreen(name: RouteName): Promise<ComponentType> {
  return (await loadScreenModule(name)).default;
}

/** Whether every screen module exists (checked by a test). */
export function missingScreenModules(): string[] {
  return Object.values(screens).filter(
    (s): s is string => typeof s === 'string' && !modules[`../features/${s}.tsx`],
  );
}
