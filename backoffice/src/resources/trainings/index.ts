/** The `trainings` resource: partner-only trainings in the post editor (/api/admin/trainings; admins and partner managers). */
import SchoolIcon from '@mui/icons-material/School';
import { lazyView } from '../../lazy-view';

export const trainings = {
  name: 'trainings',
  list: lazyView(() => import('./training-list'), 'TrainingList'),
  create: lazyView(() => import('./training-views'), 'TrainingCreate'),
  edit: lazyView(() => import('./training-views'), 'TrainingEdit'),
  icon: SchoolIcon,
  recordRepresentation: 'title',
  options: { label: 'trainings.menu' },
};
