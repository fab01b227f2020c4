import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Loading,
  Title,
  useDataProvider,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { OssReport } from '../../api/types';
import type { AdminDataProvider } from '../../data-provider';
import { saveFile } from '../../lib/admin-fetch';
import { formatCents } from '../../lib/money';
import {
  countryName,
  currentQuarter,
  formatRate,
  ossFileName,
  ossPath,
  shiftQuarter,
} from './oss-quarter';

/**
 * The One-Stop-Shop VAT return of a quarter for the accountant: B2C sales taxed in another member
 * state per country and rate (net, VAT, orders), with totals and a CSV download (the API's export,
 * fetched with the back-office's token).
 */
export function OssReportPage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [quarter, setQuarter] = useState(currentQuarter);
  const [report, setReport] = useState<OssReport | null>(null);
  const [failed, setFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    dataProvider
      .getJson<OssReport>(ossPath(quarter, 'json'))
      .then((body) => {
        if (!cancelled) setReport(body);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [dataProvider, quarter]);

  const download = useCallback(async () => {
    setDownloading(true);
    try {
      const { blob } = await dataProvider.getFile(ossPath(quarter, 'csv', locale), 'text/csv');
      saveFile(blob, ossFileName(quarter));
    } catch {
      notify('ossReport.downloadFailed', { type: 'error' });
    } finally {
      setDownloading(false);
    }
  }, [dataProvider, quarter, locale, notify]);

  const money = (cents: number) => formatCents(cents, locale);
  const shown = report && report.quarter === quarter ? report : null;

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="ossReport.title" />
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <IconButton
            aria-label={translate('ossReport.previous')}
            onClick={() => setQuarter((q) => shiftQuarter(q, -1))}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="h6" component="h2" data-testid="oss-quarter">
            {translate('ossReport.quarter', { quarter })}
          </Typography>
          <IconButton
            aria-label={translate('ossReport.next')}
            onClick={() => setQuarter((q) => shiftQuarter(q, 1))}
          >
            <ChevronRightIcon />
          </IconButton>
          <Box sx={{ flex: 1 }} />
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => void download()}
            disabled={downloading}
          >
            {translate('ossReport.download')}
          </Button>
        </Box>
        {failed ? (
          <Typography color="error">{translate('vyrelle.errors.server')}</Typography>
        ) : !shown ? (
          <Loading />
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('ossReport.explanation')}
            </Typography>
            {shown.ossEnabled ? null : (
              <Alert severity="info" sx={{ mb: 1 }}>
                {translate('ossReport.ossOff')}
              </Alert>
            )}
            <Table size="small" aria-label={translate('ossReport.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('ossReport.fields.country')}</TableCell>
                  <TableCell align="right">{translate('ossReport.fields.rate')}</TableCell>
                  <TableCell align="right">{translate('ossReport.fields.net')}</TableCell>
                  <TableCell align="right">{translate('ossReport.fields.vat')}</TableCell>
                  <TableCell align="right">{translate('ossReport.fields.orderCount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.rows.map((row) => (
                  <TableRow key={`${row.country}-${row.rate}`} hover>
                    <TableCell>
                      {countryName(row.country, locale)} ({row.country})
                    </TableCell>
                    <TableCell align="right">{formatRate(row.rate, locale)} %</TableCell>
                    <TableCell align="right">{money(row.netCents)}</TableCell>
                    <TableCell align="right">{money(row.vatCents)}</TableCell>
                    <TableCell align="right">{row.orderCount}</TableCell>
                  </TableRow>
                ))}
                {shown.rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={5}>{translate('ossReport.empty')}</TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
                    {translate('ossReport.total')}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {money(shown.totals.netCents)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {money(shown.totals.vatCents)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {shown.totals.orderCount}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
