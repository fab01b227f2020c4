import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  DateField,
  EmailField,
  ReferenceManyField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminStore } from '../../api/types';

/**
 * The salon's accounts (role partner) under its store: who signs in to the partner area for it
 * (/api/admin/partner-accounts?partnerStoreId=…, readable by partner managers).
 */
export function StoreAccounts() {
  const record = useRecordContext<AdminStore>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('stores.accounts.title')}
      </Typography>
      <ReferenceManyField
        reference="partner-accounts"
        target="partnerStoreId"
        sort={{ field: 'email', order: 'ASC' }}
        perPage={50}
      >
        <DataTable
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography variant="body2">{translate('stores.accounts.empty')}</Typography>}
        >
          <DataTable.Col source="email" label="stores.accounts.email">
            <EmailField source="email" />
          </DataTable.Col>
          <DataTable.Col source="firstName" label="stores.accounts.firstName" disableSort />
          <DataTable.Col source="lastName" label="stores.accounts.lastName" />
          <DataTable.Col source="locale" label="stores.accounts.locale" disableSort />
          <DataTable.Col source="createdAt" label="stores.accounts.createdAt">
            <DateField source="createdAt" />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
}
