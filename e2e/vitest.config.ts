import { defineConfig } from 'vitest/config';

/** Browser journeys: the built system started as `node backend/dist/main.js`, driven in Chromium. */
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A page that waits on the server (a sign-in hashes the password; a checkout writes an order)
    // can take more than vitest's default second on a loaded 2-core machine: poll up to 10 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
