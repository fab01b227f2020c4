import type { DashboardDay } from '../api/types';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

/** Bar heights in percent of the highest day (an empty month stays flat). */
export function barHeights(days: readonly DashboardDay[]): number[] {
  const max = Math.max(0, ...days.map((day) => day.revenueCents));
  return days.map((day) => (max === 0 ? 0 : Math.round((day.revenueCents / max) * 100)));
}

/** A small bar chart of revenue per day (plain SVG; each bar has a tooltip). */
export function RevenueChart({
  days,
  label,
  describe,
}: {
  days: readonly DashboardDay[];
  label: string;
  describe: (day: DashboardDay) => string;
}) {
  const theme = useTheme();
  const heights = barHeights(days);
  const width = 300;
  const height = 80;
  const step = width / Math.max(days.length, 1);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <svg
        viewBox={`0 0 ${width} ${height + 2}`}
        width="100%"
        height={height + 2}
        role="img"
        aria-label={label}
        preserveAspectRatio="none"
      >
        <line
          x1={0}
          x2={width}
          y1={height + 1}
          y2={height + 1}
          stroke={theme.palette.divider}
          strokeWidth={1}
        />
        {days.map((day, index) => {
          const h = Math.max((heights[index]! / 100) * height, day.orders > 0 ? 2 : 0);
          return (
            <rect
              key={day.date}
              x={index * step + 1}
              y={height - h}
              width={Math.max(step - 2, 1)}
              height={h}
              rx={1}
              fill={theme.palette.secondary.main}
              data-date={day.date}
            >
              <title>{describe(day)}</title>
            </rect>
          );
        })}
      </svg>
    </Box>
  );
}
