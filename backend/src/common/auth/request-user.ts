import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Role } from './roles.js';

/** Who is calling, from a verified access token (set on the request by the AccessGuard). */
export interface AuthUser {
  id: string;
  role: Role;
  /** The refresh-token family of this session. */
  familyId: string;
  /** The OAuth client of this session (storefront or backoffice). */
  clientId: string;
  /** The account's e-mail (the audit log's "who"). */
  email: string;
  /** The session gave a second factor (staff with two-factor sign-in). */
  mfa: boolean;
  /** A staff session without a second factor where STAFF_MFA=required: it may only enrol. */
  enrolmentOnly: boolean;
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser => {
    const request = context.switchToHttp().getRequest<{ user?: AuthUser }>();
    if (!request.user) throw new Error('CurrentUser used on a route without authentication');
    return request.user;
  },
);
