import type { Role } from './api/generated/enums';

/** The roles (of the API's) that may use the back-office; every other role is refused at sign-in. */
export const BACKOFFICE_ROLES = ['admin', 'partner_manager'] as const satisfies readonly Role[];
export type BackofficeRole = (typeof BACKOFFICE_ROLES)[number];

/** react-admin's action names (`list`, `show`, `create`, `edit`, `delete`, `export`, …). */
type Actions = '*' | readonly string[];

/**
 * What each role may do per resource (react-admin `canAccess`). The server enforces the same
 * rules on `/api/admin/…`; this only keeps the menu and buttons honest. Resource names are
 * the `<Resource name>`s of App.tsx, i.e. the path segment after `/api/admin/`.
 */
const POLICY: Record<BackofficeRole, '*' | Readonly<Record<string, Actions>>> = {
  admin: '*',
  partner_manager: {
    'partner-applications': '*',
    // issue 20: archive and delete (orders refer to stores) are for admins only
    stores: ['list', 'show', 'create', 'edit', 'export'],
    // issue 9: salons' accounts (read-only), professional prices, revenue per salon, trainings
    'partner-accounts': ['list', 'show'],
    // issue 16: a salon's B2B orders and their Peppol e-invoices (download, send again)
    'partner-orders': ['list'],
    'partner-prices': ['list', 'edit'],
    'partner-revenue': ['list', 'export'],
    trainings: '*',
    // issue 20: the media library (training thumbnails); only admins delete
    media: ['list', 'show', 'edit', 'create'],
  },
};

/** The user's back-office role, the strongest one if several; null if none. */
export function backofficeRole(roles: readonly string[]): BackofficeRole | null {
  return BACKOFFICE_ROLES.find((role) => roles.includes(role)) ?? null;
}

export function canAccess(role: BackofficeRole | null, resource: string, action: string): boolean {
  if (!role) return false;
  const policy = POLICY[role];
  if (policy === '*') return true;
  const actions = policy[resource];
  if (!actions) return false;
  return actions === '*' || actions.includes(action);
}
