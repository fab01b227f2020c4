/** Labels (partnerApplications.status.*) and colours of the API's application statuses. */
import {
  PARTNER_APPLICATION_STATUSES,
  type PartnerApplicationStatus,
} from '../../api/generated/enums';
import { choicesOf } from '../../lib/choices';

export const statusChoices = choicesOf(PARTNER_APPLICATION_STATUSES, 'partnerApplications.status');

export function statusColour(
  status: PartnerApplicationStatus,
): 'default' | 'info' | 'success' | 'error' {
  return status === 'approved'
    ? 'success'
    : status === 'rejected'
      ? 'error'
      : status === 'in_review'
        ? 'info'
        : 'default';
}
