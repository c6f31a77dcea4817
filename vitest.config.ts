import { defineConfig } from 'vitest/config';

// Workspace packages are compiled from source (the `source` export condition), so tests
// never depend on a previous build.
const conditions = ['source', 'module', 'node', 'development|production'];
const resolve = { conditions };
const ssr = { resolve: { conditions, externalConditions: ['source'] } };

export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        ssr,
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          // A page's first call can take seconds on a busy machine (vitest's default poll gives
          // up after 1 s): every expect.poll waits up to 15 s unless it says otherwise.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
