import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  Link,
  Title,
  useGetIdentity,
  useGetOne,
  useLocaleState,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { BrandMark } from '../layout/brand-mark';
import { formatCents } from '../lib/money';
import { brand } from '../theme';
import type { DashboardFigures } from '../api/types';
import { RevenueChart } from './revenue-chart';

/** The list behind a card, with its filter in react-admin's URL format. */
export function listLink(resource: string, filter?: Record<string, unknown>): string {
  return filter
    ? `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`
    : `/${resource}`;
}

function FigureCard({
  title,
  to,
  testId,
  children,
}: {
  title: string;
  to: string;
  testId: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card data-testid={testId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={Link} to={to} sx={{ flex: 1, alignItems: 'stretch' }}>
        <CardContent>
          <Typography component="h2" variant="overline" sx={{ color: 'text.secondary' }}>
            {translate(title)}
          </Typography>
          {children}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function BigNumber({ value }: { value: string | number | null }) {
  return (
    <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
      {value ?? '—'}
    </Typography>
  );
}

/** The landing screen: 30-day orders and revenue, reviews waiting, new partner applications, low stock. */
export default function Dashboard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string | null>();
  const { data, isPending, error } = useGetOne<DashboardFigures>('dashboard', {
    id: 'last-30-days',
  });
  const name = identity?.fullName;
  const money = (cents: number) => formatCents(cents, locale, data?.orders?.currency ?? 'EUR');
  const dateFormat = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('vyrelle.dashboard.title')} />
      <Box
        sx={{
          px: { xs: 2, sm: 4 },
          py: 2.5,
          mb: 3,
          borderRadius: 1,
          background: `linear-gradient(120deg, ${brand.paper} 0%, ${brand.cream} 60%, ${brand.sand} 100%)`,
          border: `1px solid ${brand.sand}`,
          display: 'flex',
          alignItems: 'center',
          gap: 3,
          flexWrap: 'wrap',
        }}
      >
        <BrandMark subtitle={translate('vyrelle.backoffice')} />
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Typography component="h1" variant="h5">
            {name
              ? translate('vyrelle.dashboard.welcome', { name })
              : translate('vyrelle.dashboard.welcome_anonymous')}
          </Typography>
          {permissions && (
            <Chip
              size="small"
              color="secondary"
              variant="outlined"
              sx={{ mt: 1 }}
              label={translate('vyrelle.dashboard.signed_in_as', {
                role: translate(`vyrelle.roles.${permissions}`, { _: permissions }),
              })}
            />
          )}
        </Box>
      </Box>

      {isPending && <LinearProgress aria-label={translate('vyrelle.dashboard.loading')} />}
      {error ? <Alert severity="error">{translate('vyrelle.dashboard.unavailable')}</Alert> : null}
      {data && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          {data.orders && (
            <Box sx={{ gridColumn: { md: 'span 2' } }}>
              <FigureCard
                title="vyrelle.dashboard.orders_title"
                to={listLink('orders')}
                testId="dashboard-orders"
              >
                <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 1 }}>
                  <Box>
                    <BigNumber value={data.orders.totalOrders} />
                    <Typography variant="body2">
                      {translate('vyrelle.dashboard.orders_count', {
                        smart_count: data.orders.totalOrders,
                      })}
                    </Typography>
                  </Box>
                  <Box>
                    <BigNumber value={money(data.orders.totalRevenueCents)} />
                    <Typography variant="body2">
                      {translate('vyrelle.dashboard.revenue')}
                    </Typography>
                  </Box>
                </Box>
                <RevenueChart
                  days={data.orders.days}
                  label={translate('vyrelle.dashboard.chart_label')}
                  describe={(day) =>
                    translate('vyrelle.dashboard.chart_day', {
                      date: dateFormat.format(new Date(`${day.date}T00:00:00Z`)),
                      orders: day.orders,
                      revenue: money(day.revenueCents),
                    })
                  }
                />
              </FigureCard>
            </Box>
          )}
          {data.reviewsPending !== null && (
            <FigureCard
              title="vyrelle.dashboard.reviews_title"
              to={listLink('reviews', { status: 'pending' })}
              testId="dashboard-reviews"
            >
              <BigNumber value={data.reviewsPending} />
              <Typography variant="body2">{translate('vyrelle.dashboard.reviews_hint')}</Typography>
            </FigureCard>
          )}
          {(permissions === 'partner_manager' || data.partnerApplicationsNew !== null) && (
            <FigureCard
              title="vyrelle.dashboard.applications_title"
              to={listLink('partner-applications', { status: 'new' })}
              testId="dashboard-applications"
            >
              <BigNumber value={data.partnerApplicationsNew} />
              <Typography variant="body2">
                {translate('vyrelle.dashboard.applications_hint')}
              </Typography>
            </FigureCard>
          )}
          {data.lowStock && (
            <FigureCard
              title="vyrelle.dashboard.low_stock_title"
              to={listLink('products', { lowStock: true })}
              testId="dashboard-low-stock"
            >
              <BigNumber value={data.lowStock.total} />
              <Typography variant="body2">
                {translate('vyrelle.dashboard.low_stock_hint', {
                  threshold: data.lowStock.threshold,
                })}
              </Typography>
              <List dense disablePadding>
                {data.lowStock.items.slice(0, 5).map((item) => (
                  <ListItem key={item.id} disableGutters>
                    <ListItemText
                      primary={item.name}
                      secondary={translate('vyrelle.dashboard.in_stock', { stock: item.stock })}
                    />
                  </ListItem>
                ))}
              </List>
            </FigureCard>
          )}
        </Box>
      )}
    </Box>
  );
}
