export const MediaErrorCode = {
  NOT_FOUND: 'MEDIA_NOT_FOUND',
  /** A product or post still shows the image: remove it there first. */
  IN_USE: 'MEDIA_IN_USE',
  /** The URL is not https, or its host resolves to an address that is not public. */
  URL_REFUSED: 'MEDIA_URL_REFUSED',
  /** The URL could not be fetched (network error, timeout, not 200, too many redirects). */
  URL_UNREACHABLE: 'MEDIA_URL_UNREACHABLE',
  /** The image behind the URL is larger than 10 MB. */
  URL_TOO_LARGE: 'MEDIA_URL_TOO_LARGE',
} as const;
