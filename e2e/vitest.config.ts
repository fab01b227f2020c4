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
  },
});
