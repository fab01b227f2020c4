import { defineConfig } from 'vitest/config';

/**
 * Vitest rather than Jest: NestJS 12 ships ES modules only, and Jest's module system cannot load
 * ESM-only dependencies required from CommonJS ones (e.g. @fastify/static → content-disposition 3)
 * on Node 20, while Vitest lets Node load node_modules natively. Oxc emits decorator metadata for DI.
 */
export default defineConfig({
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  test: {
    include: ['src/**/*.spec.ts', 'test/**/*.e2e-spec.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    // Teardown drops a PostgreSQL database and closes BullMQ; under a fully loaded CI machine that can
    // take long (helpers/test-app.ts warns about any teardown step slower than 10 s).
    hookTimeout: 120_000,
  },
});
