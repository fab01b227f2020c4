/** The `jobs` resource: failed background jobs with a retry button (/api/admin/jobs?state=failed; admins). */
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { JobList } from './job-list';

export const jobs = {
  name: 'jobs',
  list: JobList,
  icon: ReportProblemIcon,
  options: { label: 'jobs.menu' },
};
