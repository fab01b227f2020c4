export const PARTNER_APPLICATION_STATUSES = ['new', 'in_review', 'approved', 'rejected'] as const;
export type PartnerApplicationStatus = (typeof PARTNER_APPLICATION_STATUSES)[number];

/** Allowed status changes: new → in review → approved | rejected, and new → rejected. Approved and rejected are final. */
export const PARTNER_APPLICATION_TRANSITIONS: Record<
  PartnerApplicationStatus,
  readonly PartnerApplicationStatus[]
> = {
  new: ['in_review', 'rejected'],
  in_review: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

export function canTransition(
  from: PartnerApplicationStatus,
  to: PartnerApplicationStatus,
): boolean {
  return PARTNER_APPLICATION_TRANSITIONS[from].includes(to);
}
