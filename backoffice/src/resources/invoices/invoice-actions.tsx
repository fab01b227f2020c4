import { useState } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminInvoice } from '../../api/types';
import type { AdminDataProvider } from '../../data-provider';
import { saveFile } from '../../lib/admin-fetch';
import { invoiceExportFileName, invoiceExportPath, invoicePdfPath } from './invoice-files';

/** Downloads the record's PDF (fetched with the back-office's token). */
export function PdfButton() {
  const record = useRecordContext<AdminInvoice>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await dataProvider.getFile(
        invoicePdfPath(String(record.id)),
        'application/pdf',
      );
      saveFile(blob, fileName ?? `${record.number}.pdf`);
    } catch {
      notify('invoices.downloadFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<PictureAsPdfIcon />}
      disabled={busy}
      onClick={(event) => {
        // in a list row: download, do not open the record
        event.stopPropagation();
        void download();
      }}
    >
      {translate('invoices.pdf')}
    </Button>
  );
}

/** The accountant's CSV of the period (and type) the list is filtered on. */
export function ExportCsvButton() {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const filter = (filterValues ?? {}) as Record<string, unknown>;
  const path = invoiceExportPath(filter);
  const download = async () => {
    if (!path) {
      notify('invoices.exportNeedsPeriod', { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const { blob } = await dataProvider.getFile(path, 'text/csv');
      saveFile(blob, invoiceExportFileName(filter));
    } catch {
      notify('invoices.downloadFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={() => void download()}
    >
      {translate('invoices.export')}
    </Button>
  );
}
