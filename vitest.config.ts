import { defineConfig } from 'vitest/config';

/** Unit and integration tests of every workspace; the browser tests run with Playwright. */
export default defineConfig({
  test: {
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
