import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { FormatLocaleProvider } from '../i18n/formats';
import { useUserLocale } from '../i18n/use-user-locale';
import { BrandMark } from './brand-mark';

function VyrelleAppBar() {
  return (
    <AppBar color="primary">
      <BrandMark inverted compact />
      <Box sx={{ width: 2, height: 20, bgcolor: 'secondary.main', mx: 2, opacity: 0.7 }} />
      <TitlePortal />
    </AppBar>
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  useUserLocale();
  return (
    <FormatLocaleProvider>
      <Layout appBar={VyrelleAppBar}>{children}</Layout>
    </FormatLocaleProvider>
  );
}
