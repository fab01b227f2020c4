export const ContactErrorCode = {
  TOO_MANY_REQUESTS: 'CONTACT_TOO_MANY_REQUESTS',
} as const;
