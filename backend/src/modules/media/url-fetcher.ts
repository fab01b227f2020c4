import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request, type RequestOptions } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { AppError } from '../../common/errors/app-error.js';
import type { AddressPolicy } from './address-policy.js';
import { MediaErrorCode } from './media.errors.js';

/** The most an image given by URL may weigh; the download stops as soon as it passes. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export interface FetchOptions {
  policy: AddressPolicy;
  timeoutMs: number;
  /** Extra CA to trust (tests only, refused in production by the config). */
  ca?: string;
}

function refused(detail: string): AppError {
  return new AppError('validation', MediaErrorCode.URL_REFUSED, detail, {
    errors: { url: 'validation.mediaUrlRefused' },
  });
}

function unreachable(detail: string, cause?: unknown): AppError {
  return new AppError('unprocessable', MediaErrorCode.URL_UNREACHABLE, detail, {
    errors: { url: 'validation.mediaUrlUnreachable' },
    cause,
  });
}

function parseHttps(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused('Not a URL.');
  }
  if (url.protocol !== 'https:') throw refused('Only https:// addresses are fetched.');
  if (url.username || url.password) throw refused('Addresses with credentials are not fetched.');
  return url;
}

/**
 * Resolves the host and answers one address the policy allows; every resolved address must be
 * allowed (a host with one private address is refused). The connection is made to exactly this
 * address (the lookup below hands it to the socket), so a second DNS answer cannot rebind it.
 */
function pinnedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    const literal = hostname.replace(/^\[|\]$/g, '');
    const answer = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      if (!addresses.length || addresses.some((entry) => !policy.allows(entry.address))) {
        const denied = Object.assign(new Error('address refused'), { code: 'EMEDIAREFUSED' });
        return callback(denied, '', 4);
      }
      const chosen = addresses[0]!;
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [chosen]);
      callback(null, chosen.address, chosen.family);
    };
    if (isIP(literal)) return answer(null, [{ address: literal, family: isIP(literal) }]);
    dnsLookup(hostname, { all: true, verbatim: true }, answer);
  };
}

interface Fetched {
  bytes: Buffer;
  finalUrl: string;
}

/**
 * Fetches an image by https URL for the media library: only public addresses (checked after DNS,
 * and the checked address is the one connected to), at most 3 redirects each checked the same way,
 * at most 10 MB counted while streaming, within the timeout.
 */
export async function fetchImage(raw: string, options: FetchOptions): Promise<Fetched> {
  let url = parseHttps(raw);
  const deadline = Date.now() + options.timeoutMs;
  for (let redirects = 0; ; redirects++) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // an address literal never goes through the lookup: check it here
    if (isIP(host) && !options.policy.allows(host))
      throw refused('The address is not a public one.');
    const answer = await get(url, options, deadline);
    if ('location' in answer) {
      if (redirects >= MAX_REDIRECTS) throw unreachable('Too many redirects.');
      url = parseHttps(new URL(answer.location, url).toString());
      continue;
    }
    return { bytes: answer.bytes, finalUrl: url.toString() };
  }
}

function get(
  url: URL,
  options: FetchOptions,
  deadline: number,
): Promise<{ bytes: Buffer } | { location: string }> {
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(unreachable('The image took too long.'));
    const requestOptions: RequestOptions = {
      method: 'GET',
      lookup: pinnedLookup(options.policy),
      headers: { accept: 'image/*', 'user-agent': 'vyrelle-media-import/1' },
      timeout: remaining,
      agent: false,
      ...(options.ca ? { ca: options.ca } : {}),
    };
    const timer = setTimeout(() => req.destroy(unreachable('The image took too long.')), remaining);
    const req = request(url, requestOptions, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        clearTimeout(timer);
        return resolve({ location: res.headers.location });
      }
      if (status !== 200) {
        res.resume();
        clearTimeout(timer);
        return reject(unreachable(`The address answered ${status}.`));
      }
      const declared = Number(res.headers['content-length'] ?? 0);
      if (declared > IMPORT_MAX_BYTES) {
        res.destroy();
        clearTimeout(timer);
        return reject(tooLargeError());
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > IMPORT_MAX_BYTES) {
          res.destroy();
          clearTimeout(timer);
          reject(tooLargeError());
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ bytes: Buffer.concat(chunks) });
      });
      res.on('error', (error) => {
        clearTimeout(timer);
        reject(error instanceof AppError ? error : unreachable('The download failed.', error));
      });
    });
    req.on('timeout', () => req.destroy(unreachable('The image took too long.')));
    req.on('error', (error) => {
      clearTimeout(timer);
      if (error instanceof AppError) return reject(error);
      if ((error as { code?: string }).code === 'EMEDIAREFUSED')
        return reject(refused('The address is not a public one.'));
      reject(unreachable('The address could not be reached.', error));
    });
    req.end();
  });
}

function tooLargeError(): AppError {
  return new AppError(
    'payload_too_large',
    MediaErrorCode.URL_TOO_LARGE,
    'The image is larger than 10 MB.',
    { errors: { url: 'validation.uploadTooLarge' }, extra: { maxBytes: IMPORT_MAX_BYTES } },
  );
}
