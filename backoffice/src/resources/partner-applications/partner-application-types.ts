export const PARTNER_APPLICATION_STATUSES = ['new', 'in_review', 'approved', 'rejected'] as const;
export type PartnerApplicationStatus = (typeof PARTNER_APPLICATION_STATUSES)[number];
export const statusChoices = PARTNER_APPLICATION_STATUSES.map((id) => ({
  id,
  name: `partnerApplications.status.${id}`,
}));

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

/** `PartnerApplicationResponseDto` of the admin API. */
export interface PartnerApplication {
  id: string;
  company: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: string;
  website: string | null;
  vatNumber: string | null;
  howFound: string;
  newsletter: boolean;
  locale: string;
  status: PartnerApplicationStatus;
  nextStatuses: PartnerApplicationStatus[];
  storeId: string | null;
  partnerUserId: string | null;
  createdAt: string;
  updatedAt: string;
}
