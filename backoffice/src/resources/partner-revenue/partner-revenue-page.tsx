import { useCallback, useEffect, useState } from 'react';
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/Download';
import MuiLink from '@mui/material/Link';
import { Link } from 'react-router';
import {
  Loading,
  Title,
  useCreatePath,
  useDataProvider,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { PartnerRevenueReport } from '../../api/types';
import type { AdminDataProvider } from '../../data-provider';
import { saveFile } from '../../lib/admin-fetch';
import { formatCents } from '../../lib/money';
import {
  csvFileName,
  currentMonth,
  isMonth,
  monthLabel,
  ratePercent,
  revenuePath,
  shiftMonth,
} from './revenue-month';

/**
 * Attributed revenue and commission per partner salon for one month, with totals and a CSV
 * download (the API's export, fetched with the back-office's token).
 */
export function PartnerRevenuePage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const createPath = useCreatePath();
  const [locale] = useLocaleState();
  const [month, setMonth] = useState(currentMonth);
  const [report, setReport] = useState<PartnerRevenueReport | null>(null);
  const [failed, setFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    dataProvider
      .getJson<PartnerRevenueReport>(revenuePath(month, 'json'))
      .then((body) => {
        if (!cancelled) setReport(body);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [dataProvider, month]);

  const download = useCallback(async () => {
    setDownloading(true);
    try {
      const { blob } = await dataProvider.getFile(revenuePath(month, 'csv', locale), 'text/csv');
      saveFile(blob, csvFileName(month));
    } catch {
      notify('partnerRevenue.downloadFailed', { type: 'error' });
    } finally {
      setDownloading(false);
    }
  }, [dataProvider, month, locale, notify]);

  const money = (cents: number) => formatCents(cents, locale);
  const shown = report && report.month === month ? report : null;

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="partnerRevenue.title" />
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <IconButton
            aria-label={translate('partnerRevenue.previous')}
            onClick={() => setMonth((m) => shiftMonth(m, -1))}
          >
            <ChevronLeftIcon />
          </IconButton>
          <TextField
            type="month"
            size="small"
            fullWidth={false}
            sx={{ width: 220 }}
            label={translate('partnerRevenue.month')}
            value={month}
            onChange={(event) => {
              if (isMonth(event.target.value)) setMonth(event.target.value);
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <IconButton
            aria-label={translate('partnerRevenue.next')}
            onClick={() => setMonth((m) => shiftMonth(m, 1))}
          >
            <ChevronRightIcon />
          </IconButton>
          <Typography variant="h6" component="h2" sx={{ mx: 2 }}>
            {monthLabel(month, locale)}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => void download()}
            disabled={downloading}
          >
            {translate('partnerRevenue.download')}
          </Button>
        </Box>
        {failed ? (
          <Typography color="error">{translate('vyrelle.errors.server')}</Typography>
        ) : !shown ? (
          <Loading />
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('partnerRevenue.explanation', { rate: ratePercent(shown.commissionRate) })}
            </Typography>
            <Table size="small" aria-label={translate('partnerRevenue.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('partnerRevenue.fields.storeName')}</TableCell>
                  <TableCell>{translate('partnerRevenue.fields.city')}</TableCell>
                  <TableCell align="right">
                    {translate('partnerRevenue.fields.orderCount')}
                  </TableCell>
                  <TableCell align="right">{translate('partnerRevenue.fields.revenue')}</TableCell>
                  <TableCell align="right">
                    {translate('partnerRevenue.fields.commission')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.data.map((row) => (
                  <TableRow key={row.id} hover>
                    <TableCell>
                      <MuiLink
                        component={Link}
                        to={createPath({ resource: 'stores', type: 'edit', id: row.id })}
                        underline="hover"
                      >
                        {row.storeName}
                      </MuiLink>
                      {row.officialPartner
                        ? null
                        : ` (${translate('partnerRevenue.formerPartner')})`}
                    </TableCell>
                    <TableCell>{row.city}</TableCell>
                    <TableCell align="right">{row.orderCount}</TableCell>
                    <TableCell align="right">{money(row.revenueCents)}</TableCell>
                    <TableCell align="right">{money(row.commissionCents)}</TableCell>
                  </TableRow>
                ))}
                {shown.data.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={5}>{translate('partnerRevenue.empty')}</TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
                    {translate('partnerRevenue.total')}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {shown.totals.orderCount}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {money(shown.totals.revenueCents)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {money(shown.totals.commissionCents)}
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
