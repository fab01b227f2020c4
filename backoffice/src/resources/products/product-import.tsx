import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../data-provider';
import type { ProductImportReport, ProductImportRow } from '../../api/types';
import { canApply, csvForm, describeError, isRefusedImport } from './product-import-report';

const ACTION_COLOURS = {
  create: 'success',
  update: 'info',
  unchanged: 'default',
  error: 'error',
} as const;

function ReportTable({ report }: { report: ProductImportReport }) {
  const translate = useTranslate();
  const rows = report.rows.filter((row: ProductImportRow) => row.action !== 'unchanged');
  return (
    <>
      <Typography sx={{ my: 1 }} data-testid="import-summary">
        {translate('productImport.summary', {
          created: report.created,
          updated: report.updated,
          unchanged: report.unchanged,
          errors: report.errorCount,
        })}
      </Typography>
      {report.fileErrors.map((error, index) => (
        <Alert key={index} severity="error" sx={{ mb: 1 }}>
          {describeError(error, translate)}
        </Alert>
      ))}
      {rows.length > 0 && (
        <Table
          size="small"
          aria-label={translate('productImport.title')}
          data-testid="import-report"
        >
          <TableHead>
            <TableRow>
              <TableCell>{translate('productImport.columns.row')}</TableCell>
              <TableCell>{translate('productImport.columns.slug')}</TableCell>
              <TableCell>{translate('productImport.columns.action')}</TableCell>
              <TableCell>{translate('productImport.columns.details')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.row}>
                <TableCell>{row.row}</TableCell>
                <TableCell>{row.slug ?? '—'}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={ACTION_COLOURS[row.action]}
                    label={translate(`productImport.actions.${row.action}`)}
                  />
                </TableCell>
                <TableCell>
                  {row.errors.length > 0 ? (
                    <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }}>
                      {row.errors.map((error, index) => (
                        <li key={index}>{describeError(error, translate)}</li>
                      ))}
                    </Box>
                  ) : (
                    row.changes.join(', ')
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}

/**
 * Product CSV import: choose a file, see what it would change (a dry run on the server, nothing
 * written), then apply it (one transaction: every row or none).
 */
export function ProductImportPage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ProductImportReport | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (path: 'products/import/preview' | 'products/import') => {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await dataProvider.postJson<ProductImportReport>(path, csvForm(file));
      setReport(answer);
      if (answer.applied)
        notify('productImport.applied', {
          type: 'success',
          messageArgs: { created: answer.created, updated: answer.updated },
        });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'vyrelle.errors.unknown', { type: 'error' });
      // The file no longer applies cleanly (something changed since the dry run): show why.
      if (isRefusedImport(error))
        setReport(
          await dataProvider
            .postJson<ProductImportReport>('products/import/preview', csvForm(file))
            .catch(() => null),
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="productImport.title" />
      <CardContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('productImport.help')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {translate('productImport.choose')}
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              aria-label={translate('productImport.choose')}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setReport(null);
              }}
            />
          </Button>
          <Typography>{file?.name ?? translate('productImport.noFile')}</Typography>
          <Box sx={{ flex: 1 }} />
          <Button
            variant="outlined"
            disabled={!file || busy}
            data-testid="import-check"
            onClick={() => void send('products/import/preview')}
          >
            {translate('productImport.check')}
          </Button>
          <Button
            variant="contained"
            disabled={!file || busy || !canApply(report)}
            data-testid="import-confirm"
            onClick={() => void send('products/import')}
          >
            {translate('productImport.confirm')}
          </Button>
        </Box>
        {report?.applied && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="import-applied">
            {translate('productImport.applied', {
              created: report.created,
              updated: report.updated,
            })}
          </Alert>
        )}
        {report && <ReportTable report={report} />}
      </CardContent>
    </Card>
  );
}
