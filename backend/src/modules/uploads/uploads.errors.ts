export const UploadsErrorCode = {
  /** Not an image we take (jpeg, png, gif, svg by its bytes), corrupt, or an SVG with script. */
  FILE_UNUSABLE: 'UPLOADS_FILE_UNUSABLE',
  FILE_TOO_LARGE: 'UPLOADS_FILE_TOO_LARGE',
  FILE_MISSING: 'UPLOADS_FILE_MISSING',
  NOT_FOUND: 'UPLOADS_NOT_FOUND',
} as const;

/** SPEC §5/§8 "the thumbnail cannot be uploaded, choose another": the field message key of every refusal. */
export const UPLOAD_REFUSED_MESSAGE = 'validation.uploadUnusable';
export const UPLOAD_TOO_LARGE_MESSAGE = 'validation.uploadTooLarge';
