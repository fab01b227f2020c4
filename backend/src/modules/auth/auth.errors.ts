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
  ) {
    super(description);
  }
}
