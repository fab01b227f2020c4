import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { Role } from './roles.js';

/**
 * Every route declares who may call it; the global AccessGuard refuses a route that declares nothing,
 * so a new endpoint cannot be public by accident.
 */
export const ACCESS_KEY = 'vyrelle:access';
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'authenticated'; guests?: boolean }
  | { kind: 'roles'; roles: Role[] };

/*
 * The rule also documents the operation's OpenAPI `security`: a bearer token for the signed-in
 * rules; public operations get `security: []` in buildOpenApi (an empty list cannot be written by
 * a decorator). The 401/403 answers are documented with @ApiProblems on each operation.
 */

/** Routes a staff session that must first enrol its second factor may call (STAFF_MFA=required). */
export const ENROLMENT_KEY = 'vyrelle:enrolment';
export const AllowDuringEnrolment = () => SetMetadata(ENROLMENT_KEY, true);

/** Anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies AccessRule);
/**
 * Any signed-in account, whatever its role (account endpoints check ownership in the service).
 * A guest checkout session is refused (403): it opts in only where @AuthenticatedOrGuest() says so.
 */
export const Authenticated = () =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, { kind: 'authenticated' } satisfies AccessRule),
    ApiBearerAuth(),
  );
/** Signed-in users with one of these roles. */
export const Roles = (...roles: Role[]) =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, { kind: 'roles', roles } satisfies AccessRule),
    ApiBearerAuth(),
  );
/**
 * Any signed-in account or a guest checkout session: the cart, the delivery addresses and the
 * caller's own orders and their payment. The service scopes everything to the caller's id.
 */
export const AuthenticatedOrGuest = () =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, { kind: 'authenticated', guests: true } satisfies AccessRule),
    ApiBearerAuth(),
  );
