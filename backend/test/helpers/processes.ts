import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BACKEND_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const MAIN_JS = join(BACKEND_DIR, 'dist', 'main.js');

/** Starts `node dist/main.js` and resolves with its port once it logs that it listens. */
export function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number; startupMs: number; output: () => string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN_JS], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"port":(\d+).*"startupMs":(\d+)/.exec(out);
      if (match)
        resolve({ child, port: Number(match[1]), startupMs: Number(match[2]), output: () => out });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}
