import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { brand } from '../theme';

/** The Vyrelle wordmark: spaced serif capitals over a short gold rule. */
export function BrandMark({
  subtitle,
  inverted = false,
  compact = false,
}: {
  subtitle?: string;
  /** Light on dark, for the ink app bar. */
  inverted?: boolean;
  /** One line, app-bar size, without the rule. */
  compact?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', flexShrink: 0 }}>
      <Typography
        component="div"
        sx={{
          fontFamily: (theme) => theme.typography.h1.fontFamily,
          fontSize: compact ? 18 : 34,
          fontWeight: 500,
          letterSpacing: '0.32em',
          // letter-spacing also pads the last letter: shift back so the word stays centred
          mr: '-0.32em',
          lineHeight: 1.1,
          color: inverted ? brand.cream : brand.ink,
        }}
      >
        {translate('vyrelle.brand').toUpperCase()}
      </Typography>
      {!compact && (
        <Box sx={{ width: 40, height: '2px', bgcolor: brand.gold, mx: 'auto', my: 1.5 }} />
      )}
      {subtitle && (
        <Typography
          component="div"
          sx={{
            fontSize: 12,
            letterSpacing: '0.24em',
            textTransform: 'uppercase',
            color: inverted ? brand.goldLight : brand.goldDark,
          }}
        >
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
