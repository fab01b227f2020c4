/** The `jobs` resource: failed background jobs with a retry button (/api/admin/jobs?state=failed; admins). */
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { lazyView } from '../../lazy-view';

export const jobs = {
  name: 'jobs',
  list: lazyView(() => import('./job-list'), 'JobList'),
  icon: ReportProblemIcon,
  options: { label: 'jobs.menu' },
};
