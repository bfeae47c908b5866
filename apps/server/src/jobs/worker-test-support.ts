import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import type { Clock } from '../lib/clock.js';
import type { JobLog } from './job-registry.js';
import { createWorker, type WorkerOptions } from './worker.js';

/**
 * What the jobs worker's tests share: an empty database of their own (one per test file that
 * imports this) whose jobs table is emptied before each test, a clock the tests move, a log that
 * records, a worker on that database, and a job's row.
 */
export let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(async () => {
  await database.destroy();
});
beforeEach(async () => {
  await database.db.deleteFrom('jobs').execute();
});

/** A clock that stands still until moved; a minute ahead, so jobs queued "now" are due. */
export function movableClock(): Clock & { advance(ms: number): void } {
  let at = Date.now() + 60_000;
  return {
    now: () => new Date(at),
    advance(ms) {
      at += ms;
    },
  };
}

export function recordingLog(): JobLog & { entries: { level: string; message: string }[] } {
  const entries: { level: string; message: string }[] = [];
  return {
    entries,
    info: (_details, message) => entries.push({ level: 'info', message }),
    warn: (_details, message) => entries.push({ level: 'warn', message }),
    error: (_details, message) => entries.push({ level: 'error', message }),
  };
}

export function worker(
  options: Partial<WorkerOptions> & Pick<WorkerOptions, 'handlers' | 'clock'>,
) {
  return createWorker({ db: database.db, log: recordingLog(), random: () => 0.5, ...options });
}

export const job = (id: number) =>
  database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
