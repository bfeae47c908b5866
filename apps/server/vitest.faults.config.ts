import { defineProject } from 'vitest/config';

/**
 * The fault tests (`npm run test:faults`): server processes killed mid-sale, a throwaway PostgreSQL
 * restarted under load, SMTP and the mail worker gone mid-job, the payment provider slow or down.
 * One file at a time: they start and kill processes and measure what survives.
 */
export default defineProject({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    include: ['test/faults/**/*.faults.test.ts', 'src/**/*.faults.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
