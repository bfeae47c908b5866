import { defineProject } from 'vitest/config';

/**
 * The fuzz suite (`npm run test:fuzz`): property-based requests generated from the OpenAPI
 * document against every endpoint; no 5xx, and no change of state from a rejected request.
 */
export default defineProject({
  test: {
    name: 'fuzz',
    root: import.meta.dirname,
    include: ['test/fuzz/**/*.fuzz.test.ts'],
    // Its parts side by side (fuzz-suite.ts): Vitest's default is one worker on two cores.
    maxWorkers: 3,
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
