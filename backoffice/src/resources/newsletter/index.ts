/**
 * The newsletter resources (/api/admin/newsletter-subscribers and /api/admin/newsletter-campaigns;
 * admins): subscribers with filters and CSV export; campaigns composed per language, previewed,
 * tested, sent or scheduled, with their progress.
 */
import CampaignIcon from '@mui/icons-material/Campaign';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { lazyView } from '../../lazy-view';

export const newsletterSubscribers = {
  name: 'newsletter-subscribers',
  list: lazyView(() => import('./subscriber-list'), 'SubscriberList'),
  icon: MarkEmailReadIcon,
  recordRepresentation: 'email',
  options: { label: 'newsletter.menu.subscribers' },
};

export const newsletterCampaigns = {
  name: 'newsletter-campaigns',
  list: lazyView(() => import('./campaign-list'), 'CampaignList'),
  create: lazyView(() => import('./campaign-views'), 'CampaignCreate'),
  edit: lazyView(() => import('./campaign-views'), 'CampaignEdit'),
  icon: CampaignIcon,
  recordRepresentation: 'subject',
  options: { label: 'newsletter.menu.campaigns' },
};
