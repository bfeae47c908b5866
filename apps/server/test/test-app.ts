import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config/config.js';
import type { Clock } from '../src/lib/clock.js';
import { bridgeStaffSessions } from './staff-session-bridge.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** The whole HTTP app on a fresh database, for `app.inject` tests. */
export async function createTestApp(
  options: { empty?: boolean; clock?: Clock; env?: NodeJS.ProcessEnv } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ empty: options.empty });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    // Load shedding off: on a busy two-core host the event loop lags past the production limit
    // and functional tests got 503 `overloaded`. overload.int.test.ts turns it on to test it.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const app = await buildApp({ config, db: database.db, clock: options.clock, logger: false });
  await app.ready();
  bridgeStaffSessions(app);
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}
