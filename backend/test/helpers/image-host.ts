import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Answers one request of the image host; `origin` is the host's own `https://127.0.0.1:port`. */
export type ImageHostHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
) => unknown;

/**
 * A local https image host the media library may import from (its own self-signed certificate):
 * pass `config` into the app's environment. `files` maps a path (`/a.png`) to bytes and every
 * other path is 404, or a handler answers each request itself (redirects, wrong bytes, streams).
 * `hits` counts the requests per path (an image is fetched once).
 */
export async function startImageHost(files: Record<string, Buffer> | ImageHostHandler) {
  const certDir = mkdtempSync(join(tmpdir(), 'image-host-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(certDir, 'key.pem'),
      '-out',
      join(certDir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const hits: Record<string, number> = {};
  let origin = '';
  const server = createServer(
    { key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')) },
    (req, res) => {
      const path = req.url ?? '';
      hits[path] = (hits[path] ?? 0) + 1;
      if (typeof files === 'function') return files(req, res, origin);
      const body = files[path];
      if (!body) return res.writeHead(404).end();
      return res.writeHead(200, { 'content-type': 'image/png' }).end(body);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hits,
    config: {
      MEDIA_IMPORT_ALLOW_ADDRESSES: '127.0.0.1',
      MEDIA_IMPORT_CA_FILE: join(certDir, 'cert.pem'),
    },
    async close(): Promise<void> {
      await new Promise((resolve) => server.close(resolve));
      rmSync(certDir, { recursive: true, force: true });
    },
  };
}
