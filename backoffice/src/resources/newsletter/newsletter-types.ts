/** Records of /api/admin/newsletter-subscribers and /api/admin/newsletter-campaigns (backend admin-newsletter.dto.ts). */
export const LOCALE_CHOICES = ['nl', 'en', 'de', 'fr'].map((id) => ({
  id,
  name: `newsletter.locales.${id}`,
}));
export const SUBSCRIBER_STATUS_CHOICES = ['pending', 'confirmed', 'unsubscribed'].map((id) => ({
  id,
  name: `newsletter.subscriber_status.${id}`,
}));
export const CAMPAIGN_STATUS_CHOICES = ['draft', 'scheduled', 'sending', 'sent'].map((id) => ({
  id,
  name: `newsletter.campaign_status.${id}`,
}));

export interface CampaignProgress {
  status: 'draft' | 'scheduled' | 'sending' | 'sent';
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  pending: number;
}

export interface AdminCampaign {
  id: string;
  locale: string;
  subject: string;
  bodyHtml: string;
  productIds: string[];
  articleId: string | null;
  status: CampaignProgress['status'];
  sendAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  progress: CampaignProgress;
}

export interface CampaignPreview {
  subject: string;
  html: string;
  text: string;
}
