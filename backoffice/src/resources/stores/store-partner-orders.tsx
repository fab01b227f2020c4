import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import {
  BooleanField,
  DataTable,
  DateField,
  ReferenceManyField,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminPartnerOrder, AdminStore } from '../../api/types';
import { MoneyField } from '../../components/money-field';
import type { AdminDataProvider } from '../../data-provider';
import { problemOf, saveFile } from '../../lib/admin-fetch';

/** Download and (re)send the Peppol e-invoice of one paid B2B order. */
function EInvoiceActions() {
  const order = useRecordContext<AdminPartnerOrder>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!order?.invoiced) return null;
  const path = `partner-orders/${encodeURIComponent(order.id)}`;
  const failed = (error: unknown) => {
    const problem = problemOf(error);
    notify(
      problem?.code === 'EINVOICE_INVALID'
        ? 'stores.partnerOrders.invalid'
        : problem?.code === 'EINVOICE_ACCESS_POINT_FAILED'
          ? 'stores.partnerOrders.accessPointFailed'
          : 'stores.partnerOrders.failed',
      {
        type: 'error',
        messageArgs: { rules: Object.keys(problem?.errors ?? {}).join(', ') },
      },
    );
  };
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        disabled={busy}
        onClick={() =>
          void run(async () => {
            const { blob } = await dataProvider.getFile(`${path}/invoice.xml`, 'application/xml');
            saveFile(blob, `${order.number}.xml`);
          })
        }
      >
        {translate('stores.partnerOrders.download')}
      </Button>
      <Button
        size="small"
        startIcon={<SendIcon />}
        disabled={busy}
        onClick={() =>
          void run(async () => {
            const sent = await dataProvider.postJson<{ receiver: string }>(`${path}/einvoice/send`);
            notify('stores.partnerOrders.sent', {
              type: 'success',
              messageArgs: { receiver: sent.receiver },
            });
          })
        }
      >
        {translate('stores.partnerOrders.send')}
      </Button>
    </Box>
  );
}

/**
 * The salon's B2B orders under its store, each paid one with its Peppol e-invoice (UBL) to
 * download or send again (/api/admin/partner-orders?partnerStoreId=…; admins and partner managers).
 */
export function StorePartnerOrders() {
  const record = useRecordContext<AdminStore>();
  const translate = useTranslate();
  if (!record?.officialPartner) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('stores.partnerOrders.title')}
      </Typography>
      <ReferenceManyField
        reference="partner-orders"
        target="partnerStoreId"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
      >
        <DataTable
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography variant="body2">{translate('stores.partnerOrders.empty')}</Typography>}
        >
          <DataTable.Col source="number" label="stores.partnerOrders.number" disableSort>
            <TextField source="number" />
          </DataTable.Col>
          <DataTable.Col source="createdAt" label="stores.partnerOrders.createdAt">
            <DateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="paidStatus" label="stores.partnerOrders.paidStatus" disableSort />
          <DataTable.Col source="totalCents" label="stores.partnerOrders.total" disableSort>
            <MoneyField source="totalCents" />
          </DataTable.Col>
          <DataTable.Col
            source="reverseCharge"
            label="stores.partnerOrders.reverseCharge"
            disableSort
          >
            <BooleanField source="reverseCharge" />
          </DataTable.Col>
          <DataTable.Col label="stores.partnerOrders.einvoice" disableSort>
            <EInvoiceActions />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
}
