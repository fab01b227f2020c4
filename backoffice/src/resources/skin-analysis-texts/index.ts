/** The `skin-analysis-texts` resource: the title and explanation of each skin analysis recommendation per language (/api/admin/skin-analysis-texts; admins). The rules stay in code. */
import FaceIcon from '@mui/icons-material/Face';
import { lazyView } from '../../lazy-view';

export const skinAnalysisTexts = {
  name: 'skin-analysis-texts',
  list: lazyView(() => import('./skin-analysis-text-list'), 'SkinAnalysisTextList'),
  edit: lazyView(() => import('./skin-analysis-text-edit'), 'SkinAnalysisTextEdit'),
  icon: FaceIcon,
  recordRepresentation: 'id',
  options: { label: 'skinAnalysisTexts.menu' },
};
