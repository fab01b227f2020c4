/** Who an account is: a shop customer, a partner salon, a partner manager (back-office) or an admin. */
export const ROLES = ['customer', 'partner', 'partner_manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];
