import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** https://127.0.0.1:port of a local image host the shop may import from (media library). */
    imageHostUrl: string;
  }
}

/** A free local port, so PUBLIC_URL (links in mail, payment return URLs) can name the real one. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Starts the real server once for all journeys, on a free port with its own data directory. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const main = join(root, 'backend/dist/main.js');
  if (!existsSync(main)) throw new Error('Build first: npm run build (npm test does it)');
  const dataDir = mkdtempSync(join(tmpdir(), 'vyrelle-e2e-'));
  // A stand-in for the EU VIES REST API: every well-formed number is valid (the shop applies the
  // reverse charge only to numbers VIES confirmed, so the journeys must not depend on the internet).
  const vies = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const input = JSON.parse(body || '{}') as { countryCode?: string; vatNumber?: string };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ...input, valid: true }));
    });
  });
  await new Promise<void>((resolve) => vies.listen(0, '127.0.0.1', resolve));
  const viesAddress = vies.address();
  const viesUrl = `http://127.0.0.1:${typeof viesAddress === 'object' && viesAddress ? viesAddress.port : 0}`;
  // A stand-in for a public image host (https, self-signed): the shop imports images by URL from
  // public addresses only, so this one address and its certificate are allowed for the journeys.
  const certDir = join(dataDir, 'image-host');
  execFileSync('mkdir', ['-p', certDir]);
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
  const imageHost = createHttpsServer(
    { key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')) },
    (req, res) => {
      const file = join(root, 'e2e/support/fixtures', (req.url ?? '').replace(/[^a-z0-9.-]/gi, ''));
      if (!existsSync(file)) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'image/png' }).end(readFileSync(file));
    },
  );
  await new Promise<void>((resolve) => imageHost.listen(0, '127.0.0.1', resolve));
  const imageAddress = imageHost.address();
  const imageHostUrl = `https://127.0.0.1:${typeof imageAddress === 'object' && imageAddress ? imageAddress.port : 0}`;
  const port = await freePort();
  // The browser uses localhost, the same origin as PUBLIC_URL, so a payment's return keeps the sign-in.
  const baseUrl = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      GTM_ID: 'GTM-E2ETEST',
      PUBLIC_URL: baseUrl,
      JOB_POLL_MS: '100',
      VIES_URL: viesUrl,
      // Every journey registers from this one address, and each locale tries the taken demo address.
      AUTH_MAX_REGISTRATIONS_PER_IP: '1000',
      AUTH_MAX_REGISTRATIONS_PER_EMAIL: '1000',
      // The journeys try wrong passwords on the demo accounts they later sign in with, all from this
      // one address; the sign-in back-off itself is covered by backend/test/attack-*.e2e-spec.ts.
      AUTH_MAX_FAILURES_PER_ACCOUNT: '1000',
      MEDIA_IMPORT_ALLOW_ADDRESSES: '127.0.0.1',
      MEDIA_IMPORT_CA_FILE: join(certDir, 'cert.pem'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/"port":\d+/.test(output)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('imageHostUrl', imageHostUrl);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await new Promise((resolve) => vies.close(resolve));
    await new Promise((resolve) => imageHost.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
