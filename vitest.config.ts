import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit and integration tests of every workspace; the browser tests run with Playwright. */
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on a two-core machine,
    // where the integration tests mostly wait on PostgreSQL. Three halve the suite's time there
    // (15 min to 8 on 2026-11-28); each test file clones a database of its own.
    maxWorkers: Math.max(3, os.availableParallelism() - 1),
    projects: [
      'apps/server/vitest.config.ts',
      'apps/web/vite.config.ts',
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
        },
      },
    ],
  },
});
