/** Who an account is: a shop customer, a partner salon, a partner manager (back-office) or an admin. */
export const ROLES = ['customer', 'partner', 'partner_manager', 'admin'] as const;
export type AccountRole = (typeof ROLES)[number];
/**
 * A guest checkout session: an e-mail and the privacy consent, no password. It may hold a cart,
 * address its own delivery and place and pay its own orders, nothing else (routes opt in with
 * @AuthenticatedOrGuest()); it is never one of the account roles an admin can give.
 */
export const GUEST_ROLE = 'guest' as const;
export type Role = AccountRole | typeof GUEST_ROLE;
