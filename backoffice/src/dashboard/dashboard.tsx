import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { BrandMark } from '../layout/brand-mark';
import { brand } from '../theme';

/** The landing screen after sign-in: a welcome card until there are figures to show. */
export default function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string | null>();
  const name = identity?.fullName;

  return (
    <Box sx={{ mt: 2, maxWidth: 880 }}>
      <Title title={translate('vyrelle.dashboard.title')} />
      <Card sx={{ overflow: 'hidden' }}>
        <Box
          sx={{
            px: { xs: 3, sm: 5 },
            py: 4,
            background: `linear-gradient(120deg, ${brand.paper} 0%, ${brand.cream} 60%, ${brand.sand} 100%)`,
            borderBottom: `1px solid ${brand.sand}`,
            display: 'flex',
            alignItems: 'center',
            gap: 4,
            flexWrap: 'wrap',
          }}
        >
          <BrandMark subtitle={translate('vyrelle.backoffice')} />
          <Box sx={{ flex: 1, minWidth: 240 }}>
            <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
              {name
                ? translate('vyrelle.dashboard.welcome', { name })
                : translate('vyrelle.dashboard.welcome_anonymous')}
            </Typography>
            {permissions && (
              <Chip
                size="small"
                color="secondary"
                variant="outlined"
                label={translate('vyrelle.dashboard.signed_in_as', {
                  role: translate(`vyrelle.roles.${permissions}`, { _: permissions }),
                })}
              />
            )}
          </Box>
        </Box>
        <CardContent sx={{ px: { xs: 3, sm: 5 }, py: 3 }}>
          <Typography sx={{ mb: 1.5, maxWidth: 680 }}>
            {translate('vyrelle.dashboard.intro')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('vyrelle.dashboard.coming')}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
