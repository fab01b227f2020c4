import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import SecurityIcon from '@mui/icons-material/Security';
import {
  AppBar,
  Layout,
  Logout,
  Navigate,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  useLocation,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { FormatLocaleProvider } from '../i18n/formats';
import { useUserLocale } from '../i18n/use-user-locale';
import { BrandMark } from './brand-mark';

const TWO_FACTOR_PATH = '/two-factor';

/** "Two-factor sign-in" in the user menu; choosing it closes the menu. */
function TwoFactorMenuItem() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      component={Link}
      to={TWO_FACTOR_PATH}
      onClick={() => userMenu?.onClose()}
      data-testid="menu-two-factor"
    >
      <ListItemIcon>
        <SecurityIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('twoFactor.menu')}</ListItemText>
    </MenuItem>
  );
}

function VyrelleUserMenu() {
  return (
    <UserMenu>
      <TwoFactorMenuItem />
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
    <FormatLocaleProvider>
      <Layout appBar={VyrelleAppBar}>
        <EnrolmentGate>{children}</EnrolmentGate>
      </Layout>
    </FormatLocaleProvider>
  );
}
