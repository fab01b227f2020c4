import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import SecurityIcon from '@mui/icons-material/Security';
import {
  AppBar,
  Layout,
  Logout,
  MenuItemLink,
  Navigate,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  useLocation,
  useTranslate,
} from 'react-admin';
import { useUserLocale } from '../i18n/use-user-locale';
import { BrandMark } from './brand-mark';

const TWO_FACTOR_PATH = '/two-factor';

function VyrelleUserMenu() {
  const translate = useTranslate();
  return (
    <UserMenu>
      <MenuItemLink
        to={TWO_FACTOR_PATH}
        primaryText={translate('twoFactor.menu')}
        leftIcon={<SecurityIcon />}
        data-testid="menu-two-factor"
      />
      <Logout />
    </UserMenu>
  );
}

function VyrelleAppBar() {
  return (
    <AppBar color="primary" userMenu={<VyrelleUserMenu />}>
      <BrandMark inverted compact />
      <Box sx={{ width: 2, height: 20, bgcolor: 'secondary.main', mx: 2, opacity: 0.7 }} />
      <TitlePortal />
    </AppBar>
  );
}

/** A staff session that must first set up two-factor sign-in (STAFF_MFA=required) sees only that. */
function EnrolmentGate({ children }: { children: ReactNode }) {
  const { identity } = useGetIdentity();
  const location = useLocation();
  if (identity?.['enrolmentRequired'] === true && location.pathname !== TWO_FACTOR_PATH)
    return <Navigate to={TWO_FACTOR_PATH} replace />;
  return <>{children}</>;
}

export function AppLayout({ children }: { children: ReactNode }) {
  useUserLocale();
  return (
    <Layout appBar={VyrelleAppBar}>
      <EnrolmentGate>{children}</EnrolmentGate>
    </Layout>
  );
}
