/** Choices for the newsletter's enums (generated from the API); labels are newsletter.* keys. */
import { CAMPAIGN_STATUSES, LOCALES, SUBSCRIBER_STATUSES } from '../../api/generated/enums';
import { choicesOf } from '../../lib/choices';

export const LOCALE_CHOICES = choicesOf(LOCALES, 'newsletter.locales');
export const SUBSCRIBER_STATUS_CHOICES = choicesOf(
  SUBSCRIBER_STATUSES,
  'newsletter.subscriber_status',
);
export const CAMPAIGN_STATUS_CHOICES = choicesOf(CAMPAIGN_STATUSES, 'newsletter.campaign_status');
