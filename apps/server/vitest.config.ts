import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The fault and fuzz suites have projects of their own (vitest.faults.config.ts,
    // vitest.fuzz.config.ts): `npm run test:faults` and `npm run test:fuzz` run them alone.
    exclude: ['**/node_modules/**', '**/*.faults.test.ts', '**/*.fuzz.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
