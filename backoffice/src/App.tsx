import { lazy } from 'react';
import { Route } from 'react-router';
import {
  Admin,
  CustomRoutes,
  Navigate,
  Resource,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
} from 'react-admin';
import { AppLayout } from './layout/app-layout';
import { LoginPage } from './layout/login-page';
import { posts } from './resources/posts';
import { BlogAlias } from './resources/posts/blog-aliases';
import { products } from './resources/products';
import { media } from './resources/media';
import { collections } from './resources/collections';
import { searchSynonyms } from './resources/search-synonyms';
import { shippingZones } from './resources/shipping-zones';
import { promotions } from './resources/promotions';
import { stockAlerts } from './resources/stock-alerts';
import { skinAnalysisTexts } from './resources/skin-analysis-texts';
import { orders } from './resources/orders';
import { withdrawals } from './resources/withdrawals';
import { invoices } from './resources/invoices';
import { users } from './resources/users';
import { reviews } from './resources/reviews';
import { partnerApplications } from './resources/partner-applications';
import { stores } from './resources/stores';
import { partnerPrices } from './resources/partner-prices';
import { partnerRevenue } from './resources/partner-revenue';
import { ossReport } from './resources/oss-report';
import { trainings } from './resources/trainings';
import { jobs } from './resources/jobs';
import { audit } from './resources/audit';
import { newsletterCampaigns, newsletterSubscribers } from './resources/newsletter';
import { vyrelleTheme } from './theme';

// the layout's Suspense shows react-admin's loader while the chunk arrives
const Dashboard = lazy(() => import('./dashboard/dashboard'));
const TwoFactorPage = lazy(() => import('./two-factor/two-factor-page'));

export interface AppProps {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
}

/** The back-office: one <Resource> per resource folder ({ list, edit, create, icon }). */
export function App({ authProvider, dataProvider, i18nProvider }: AppProps) {
  return (
    <Admin
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      loginPage={LoginPage}
      layout={AppLayout}
      theme={vyrelleTheme}
      title="Vyrelle"
      requireAuth
      disableTelemetry
    >
      <Resource {...posts} />
      <Resource {...collections} />
      <Resource {...products} />
      <Resource {...stockAlerts} />
      <Resource {...media} />
      <Resource {...orders} />
      <Resource {...withdrawals} />
      <Resource {...invoices} />
      <Resource {...users} />
      <Resource {...reviews} />
      <Resource {...partnerApplications} />
      <Resource {...stores} />
      <Resource {...partnerRevenue} />
      <Resource {...ossReport} />
      <Resource {...shippingZones} />
      <Resource {...promotions} />
      <Resource {...searchSynonyms} />
      <Resource {...skinAnalysisTexts} />
      <Resource {...partnerPrices} />
      <Resource {...trainings} />
      {/* no menu entry: the salons' accounts appear on the store screen */}
      <Resource name="partner-accounts" recordRepresentation="email" />
      {/* no menu entry: a salon's B2B orders and their e-invoices appear on the store screen */}
      <Resource name="partner-orders" recordRepresentation="number" />
      <Resource {...jobs} />
      <Resource {...newsletterSubscribers} />
      <Resource {...newsletterCampaigns} />
      <Resource {...audit} />
      {/* Until the first <Resource> lands, a route keeps react-admin from showing its
          "empty admin" page instead of the dashboard. */}
      <CustomRoutes>
        <Route path="/dashboard" element={<Navigate to="/" replace />} />
        <Route path="/two-factor" element={<TwoFactorPage />} />
        <Route path="/blogs" element={<BlogAlias kind="list" />} />
        <Route path="/blogs/create" element={<BlogAlias kind="create" />} />
        <Route path="/blogs/edit/:id" element={<BlogAlias kind="edit" />} />
        <Route path="/blogs/preview/:id" element={<BlogAlias kind="preview" />} />
      </CustomRoutes>
    </Admin>
  );
}
