import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileMailTransport } from './mail-transport.js';

describe('FileMailTransport retention and erasure', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function folder(): string {
    const dir = mkdtempSync(join(tmpdir(), 'mail-retention-'));
    dirs.push(dir);
    return dir;
  }

  it('removes .eml files written before the cutoff and keeps newer ones and other files', async () => {
    const dir = folder();
    const now = Date.now();
    writeFileSync(join(dir, 'old.eml'), 'old');
    writeFileSync(join(dir, 'new.eml'), 'new');
    writeFileSync(join(dir, 'notes.txt'), 'not mail');
    const old = new Date(now - 31 * 24 * 3600_000);
    utimesSync(join(dir, 'old.eml'), old, old);
    utimesSync(join(dir, 'notes.txt'), old, old);
    const transport = new FileMailTransport(dir);
    expect(await transport.removeFilesOlderThan(now - 30 * 24 * 3600_000)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['new.eml', 'notes.txt']);
  });

  it('removes the mail written to one address (as send() names it) and nobody else’s', async () => {
    const dir = folder();
    const transport = new FileMailTransport(dir);
    const mail = (to: string) => ({
      from: 'shop@vyrelle.example',
      to,
      subject: 'Hello',
      html: '<p>Hello</p>',
      text: 'Hello',
    });
    await transport.send(mail('ann@example.be'));
    await transport.send(mail('bob@example.be'));
    expect(await transport.removeFilesTo('Ann@Example.be')).toBe(1);
    const left = readdirSync(dir);
    expect(left).toHaveLength(1);
    expect(left[0]).toContain('bob@example.be');
  });

  it('works on a folder that does not exist yet (nothing written so far)', async () => {
    const transport = new FileMailTransport(join(folder(), 'missing'));
    expect(await transport.removeFilesOlderThan(Date.now())).toBe(0);
    expect(await transport.removeFilesTo('ann@example.be')).toBe(0);
  });
});
