export const AuthErrorCode = {
  INVALID_CREDENTIALS: 'AUTH_INVALID_CREDENTIALS',
  UNAUTHENTICATED: 'AUTH_UNAUTHENTICATED',
  FORBIDDEN: 'AUTH_FORBIDDEN',
  TOO_MANY_ATTEMPTS: 'AUTH_TOO_MANY_ATTEMPTS',
  RESET_TOKEN_INVALID: 'AUTH_RESET_TOKEN_INVALID',
  /** 400: the e-mail change link is unknown, used, replaced by a newer request, undone or expired. */
  EMAIL_CHANGE_TOKEN_INVALID: 'AUTH_EMAIL_CHANGE_TOKEN_INVALID',
  /** 400: the new e-mail address is the account's current one. */
  EMAIL_UNCHANGED: 'AUTH_EMAIL_UNCHANGED',
  NO_ACCESS_DECISION: 'AUTH_NO_ACCESS_DECISION',
  /** 403: a staff session signed in without a second factor where STAFF_MFA=required may only enrol. */
  MFA_ENROLMENT_REQUIRED: 'AUTH_MFA_ENROLMENT_REQUIRED',
  /** 422: the authenticator or recovery code is wrong, expired or already used. */
  MFA_CODE_INVALID: 'AUTH_MFA_CODE_INVALID',
  /** 409: two-factor sign-in is already on (disable it first to enrol another device). */
  MFA_ALREADY_ENABLED: 'AUTH_MFA_ALREADY_ENABLED',
  /** 409: two-factor sign-in is not on, or no enrolment was started. */
  MFA_NOT_ENABLED: 'AUTH_MFA_NOT_ENABLED',
} as const;

/** RFC 6749 §5.2 error of the token endpoint (it does not speak problem details). */
export class OAuthError extends Error {
  constructor(
    readonly error:
      | 'invalid_request'
      | 'invalid_client'
      | 'invalid_grant'
      | 'unauthorized_client'
      | 'unsupported_grant_type'
      | 'too_many_requests',
    readonly description: string,
    readonly status: number,
    readonly headers: Record<string, string> = {},
    /** Extension members of the error body (RFC 6749 §5.2 allows more), e.g. `mfa_required`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(description);
  }
}
