import { SetMetadata } from '@nestjs/common';
import type { Role } from './roles.js';

/**
 * Every route declares who may call it; the global AccessGuard refuses a route that declares nothing,
 * so a new endpoint cannot be public by accident.
 */
export const ACCESS_KEY = 'vyrelle:access';
export type AccessRule =
  { kind: 'public' } | { kind: 'authenticated' } | { kind: 'roles'; roles: Role[] };

/** Anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies AccessRule);
/** Any signed-in user, whatever the role (account endpoints check ownership in the service). */
export const Authenticated = () =>
  SetMetadata(ACCESS_KEY, { kind: 'authenticated' } satisfies AccessRule);
/** Signed-in users with one of these roles. */
export const Roles = (...roles: Role[]) =>
  SetMetadata(ACCESS_KEY, { kind: 'roles', roles } satisfies AccessRule);
