import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import type { Clock } from '../lib/clock.js';
import { enqueueJob } from './enqueue-job.js';
import { PermanentJobError, type JobHandler, type JobLog } from './job-registry.js';
import { claimJobs, markJobDone } from './jobs.repository.js';
import { pruneJobs } from './prune-jobs.js';
import { createWorker, type WorkerOptions } from './worker.js';

let database: TestDatabase;
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
function movableClock(): Clock & { advance(ms: number): void } {
  let at = Date.now() + 60_000;
  return {
    now: () => new Date(at),
    advance(ms) {
      at += ms;
    },
  };
}

function recordingLog(): JobLog & { entries: { level: string; message: string }[] } {
  const entries: { level: string; message: string }[] = [];
  return {
    entries,
    info: (_details, message) => entries.push({ level: 'info', message }),
    warn: (_details, message) => entries.push({ level: 'warn', message }),
    error: (_details, message) => entries.push({ level: 'error', message }),
  };
}

function worker(options: Partial<WorkerOptions> & Pick<WorkerOptions, 'handlers' | 'clock'>) {
  return createWorker({ db: database.db, log: recordingLog(), random: () => 0.5, ...options });
}

const job = (id: number) =>
  database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Waits for a condition, polling; fails after the deadline instead of hanging. */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('enqueueJob', () => {
  it('commits and rolls back with the caller’s transaction', async () => {
    const committed = await database.db
      .transaction()
      .execute((trx) => enqueueJob(trx, 'test.kept', { n: 1 }));
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueJob(trx, 'test.dropped', { n: 2 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const kinds = (await database.db.selectFrom('jobs').select(['id', 'kind']).execute()).map(
      (row) => row.kind,
    );
    expect(kinds).toEqual(['test.kept']);
    expect(await job(committed)).toMatchObject({
      payload: { n: 1 },
      attempts: 0,
      max_attempts: 10,
    });
  });

  it('refuses nonsense options', async () => {
    await expect(enqueueJob(database.db, 'x', {}, { maxAttempts: 0 })).rejects.toThrow();
    await expect(enqueueJob(database.db, ' ', {})).rejects.toThrow();
  });
});

describe('the jobs worker', () => {
  it('runs due jobs and leaves the ones not yet due', async () => {
    const clock = movableClock();
    const ran: unknown[] = [];
    const w = worker({
      clock,
      handlers: {
        'test.record': (payload) => {
          ran.push(payload);
          return Promise.resolve();
        },
      },
    });
    const due = await enqueueJob(database.db, 'test.record', { n: 'due' }, { runAt: clock.now() });
    const later = await enqueueJob(
      database.db,
      'test.record',
      { n: 'later' },
      { runAt: new Date(clock.now().getTime() + 60_000) },
    );
    expect(await w.runOnce()).toBe(1);
    expect(ran).toEqual([{ n: 'due' }]);
    expect((await job(due)).done_at).toEqual(clock.now());
    expect(await job(due)).toMatchObject({ attempts: 1, locked_by: null, locked_until: null });
    expect((await job(later)).done_at).toBeNull();

    expect(await w.runOnce()).toBe(0);
    clock.advance(60_000);
    expect(await w.runOnce()).toBe(1);
    expect(ran).toEqual([{ n: 'due' }, { n: 'later' }]);
    expect((await job(later)).done_at).not.toBeNull();
  });

  it('retries a failed job with exponential backoff', async () => {
    const clock = movableClock();
    let calls = 0;
    const w = worker({
      clock,
      handlers: {
        'test.flaky': (_payload, context) => {
          calls += 1;
          expect(context.attempt).toBe(calls);
          return calls < 3 ? Promise.reject(new Error(`flaky ${calls}`)) : Promise.resolve();
        },
      },
    });
    const id = await enqueueJob(database.db, 'test.flaky', {}, { runAt: clock.now() });

    const firstFailure = clock.now().getTime();
    expect(await w.runOnce()).toBe(1);
    let row = await job(id);
    expect(row).toMatchObject({
      attempts: 1,
      last_error: 'flaky 1',
      done_at: null,
      failed_at: null,
    });
    expect(row.locked_until).toBeNull();
    expect(row.run_at.getTime()).toBe(firstFailure + 5_000);

    clock.advance(4_999);
    expect(await w.runOnce()).toBe(0);
    clock.advance(1);
    const secondFailure = clock.now().getTime();
    expect(await w.runOnce()).toBe(1);
    row = await job(id);
    expect(row).toMatchObject({ attempts: 2, last_error: 'flaky 2' });
    expect(row.run_at.getTime()).toBe(secondFailure + 10_000);

    clock.advance(10_000);
    expect(await w.runOnce()).toBe(1);
    row = await job(id);
    expect(row.attempts).toBe(3);
    expect(row.done_at).not.toBeNull();
    expect(calls).toBe(3);
  });

  it('gives up after max_attempts, and at once on a permanent error', async () => {
    const clock = movableClock();
    const log = recordingLog();
    const lastAttempts: boolean[] = [];
    const w = worker({
      clock,
      log,
      handlers: {
        'test.broken': (_payload, context) => {
          lastAttempts.push(context.lastAttempt);
          return Promise.reject(new Error('always broken'));
        },
        'test.hopeless': () => Promise.reject(new PermanentJobError('no such mailbox')),
      },
    });
    const broken = await enqueueJob(
      database.db,
      'test.broken',
      {},
      { runAt: clock.now(), maxAttempts: 2 },
    );
    expect(await w.runOnce()).toBe(1);
    clock.advance(60_000);
    expect(await w.runOnce()).toBe(1);
    const row = await job(broken);
    expect(row).toMatchObject({ attempts: 2, last_error: 'always broken', done_at: null });
    expect(row.failed_at).toEqual(clock.now());
    expect(lastAttempts).toEqual([false, true]);
    expect(log.entries).toContainEqual({ level: 'error', message: 'job failed for good' });
    clock.advance(3_600_000);
    expect(await w.runOnce()).toBe(0);

    const hopeless = await enqueueJob(database.db, 'test.hopeless', {}, { runAt: clock.now() });
    expect(await w.runOnce()).toBe(1);
    expect(await job(hopeless)).toMatchObject({ attempts: 1, last_error: 'no such mailbox' });
    expect((await job(hopeless)).failed_at).not.toBeNull();
  });

  it('fails a job of an unknown kind with a clear error', async () => {
    const clock = movableClock();
    const log = recordingLog();
    const w = worker({ clock, log, handlers: {} });
    const id = await enqueueJob(database.db, 'test.nobody', {}, { runAt: clock.now() });
    const builtIn = await enqueueJob(database.db, 'constructor', {}, { runAt: clock.now() });
    expect(await w.runOnce()).toBe(2);
    for (const [jobId, kind] of [
      [id, 'test.nobody'],
      [builtIn, 'constructor'],
    ] as const) {
      const row = await job(jobId);
      expect(row.failed_at).not.toBeNull();
      expect(row.last_error).toBe(`No handler for job kind "${kind}" in this process`);
    }
    expect(log.entries.filter((entry) => entry.level === 'error')).toHaveLength(2);
  });

  it('runs a job again when the lease of a worker that died has expired', async () => {
    const clock = movableClock();
    const attempts: number[] = [];
    const w = worker({
      clock,
      leaseMs: 30_000,
      handlers: {
        'test.once': (_payload, context) => {
          attempts.push(context.attempt);
          return Promise.resolve();
        },
      },
    });
    const id = await enqueueJob(database.db, 'test.once', {}, { runAt: clock.now() });
    // A worker claims it and dies before finishing.
    const [claimed] = await claimJobs(database.db, {
      workerId: 'dead-worker',
      now: clock.now(),
      leaseUntil: new Date(clock.now().getTime() + 30_000),
      limit: 10,
    });
    expect(claimed).toMatchObject({ id, attempts: 1 });

    expect(await w.runOnce()).toBe(0);
    clock.advance(30_001);
    expect(await w.runOnce()).toBe(1);
    expect(attempts).toEqual([2]);
    expect((await job(id)).done_at).not.toBeNull();
    // The dead worker's run no longer owns the job: its late finish changes nothing.
    expect(
      await markJobDone(database.db, { id, attempts: 1, workerId: 'dead-worker' }, clock.now()),
    ).toBe(false);
  });

  it('gives up a job whose every attempt died mid-run instead of claiming it forever', async () => {
    const clock = movableClock();
    const w = worker({
      clock,
      leaseMs: 30_000,
      handlers: { 'test.crash': () => Promise.resolve() },
    });
    const id = await enqueueJob(
      database.db,
      'test.crash',
      {},
      { runAt: clock.now(), maxAttempts: 2 },
    );
    for (let i = 0; i < 2; i += 1) {
      // A worker claims it and its process dies before finishing, twice.
      const claimed = await claimJobs(database.db, {
        workerId: `dying-${i}`,
        now: clock.now(),
        leaseUntil: new Date(clock.now().getTime() + 30_000),
        limit: 10,
      });
      expect(claimed.map((row) => row.id)).toContain(id);
      clock.advance(30_001);
    }
    expect(await w.runOnce()).toBe(0);
    expect(await pruneJobs(database.db, clock)).toBeGreaterThanOrEqual(1);
    const row = await job(id);
    expect(row.failed_at).not.toBeNull();
    expect(row.last_error).toMatch(/interrupted/);
  });

  it('skips jobs another transaction has locked instead of waiting for them', async () => {
    const clock = movableClock();
    const ran: number[] = [];
    const w = worker({
      clock,
      handlers: {
        'test.lock': (_payload, context) => {
          ran.push(context.jobId);
          return Promise.resolve();
        },
      },
    });
    const locked = await enqueueJob(database.db, 'test.lock', {}, { runAt: clock.now() });
    const free = await enqueueJob(database.db, 'test.lock', {}, { runAt: clock.now() });
    await database.db.transaction().execute(async (trx) => {
      await sql`select id from jobs where id = ${locked} for update`.execute(trx);
      // Without SKIP LOCKED this would wait for the transaction, which waits for it: a hang.
      expect(await w.runOnce()).toBe(1);
    });
    expect(ran).toEqual([free]);
    expect(await w.runOnce()).toBe(1);
    expect(ran).toEqual([free, locked]);
  });

  it('never runs a job twice when two workers share the database', async () => {
    const clock = movableClock();
    const running = new Set<number>();
    const runs = new Map<number, number>();
    let overlaps = 0;
    const handler: JobHandler = async (_payload, context) => {
      if (running.has(context.jobId)) overlaps += 1;
      running.add(context.jobId);
      runs.set(context.jobId, (runs.get(context.jobId) ?? 0) + 1);
      await new Promise((resolve) => setImmediate(resolve));
      running.delete(context.jobId);
    };
    const a = worker({
      clock,
      id: 'worker-a',
      concurrency: 8,
      handlers: { 'test.count': handler },
    });
    const b = worker({
      clock,
      id: 'worker-b',
      concurrency: 8,
      handlers: { 'test.count': handler },
    });
    const ids: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      ids.push(await enqueueJob(database.db, 'test.count', { i }, { runAt: clock.now() }));
    }
    const claimedBy = { a: 0, b: 0 };
    for (;;) {
      const [byA, byB] = await Promise.all([a.runOnce(), b.runOnce()]);
      claimedBy.a += byA;
      claimedBy.b += byB;
      if (byA + byB === 0) break;
    }
    expect(overlaps).toBe(0);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(ids);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(claimedBy.a + claimedBy.b).toBe(40);
    expect(claimedBy.a).toBeGreaterThan(0);
    expect(claimedBy.b).toBeGreaterThan(0);
    const done = await database.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('done_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(done.n).toBe(40);
  });

  it('polls in the background, and stop() waits for the running job', async () => {
    const clock = movableClock();
    let started = false;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const w = worker({
      clock,
      pollIntervalMs: 10,
      handlers: {
        'test.slow': async () => {
          started = true;
          await gate;
        },
      },
    });
    const id = await enqueueJob(database.db, 'test.slow', {}, { runAt: clock.now() });
    w.start();
    await until(() => started, 'the job to start');

    let stopped = false;
    const stopping = w.stop().then(() => {
      stopped = true;
    });
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await job(id)).done_at).not.toBeNull();
    // A stopped worker claims nothing more.
    await enqueueJob(database.db, 'test.slow', {}, { runAt: clock.now() });
    expect(await w.runOnce()).toBe(0);
  });

  it('stops an idle worker without waiting for its next poll', async () => {
    const w = worker({ clock: movableClock(), pollIntervalMs: 600_000, handlers: {} });
    w.start();
    await w.stop();
    expect(() => w.start()).toThrow();
  });
});

describe('housekeeping', () => {
  it('deletes jobs finished more than 7 days ago, and nothing else', async () => {
    const clock = movableClock();
    const day = 86_400_000;
    const at = (days: number) => new Date(clock.now().getTime() - days * day);
    const rows = await database.db
      .insertInto('jobs')
      .values([
        { kind: 'old.done', payload: '{}', done_at: at(8) },
        { kind: 'recent.done', payload: '{}', done_at: at(6) },
        { kind: 'old.failed', payload: '{}', failed_at: at(30) },
        { kind: 'pending', payload: '{}', run_at: at(30) },
      ])
      .returning('kind')
      .execute();
    expect(rows).toHaveLength(4);
    expect(await pruneJobs(database.db, clock)).toBe(1);
    const kinds = (await database.db.selectFrom('jobs').select('kind').execute())
      .map((row) => row.kind)
      .sort();
    expect(kinds).toEqual(['old.failed', 'pending', 'recent.done']);
  });

  it('runs the registered tasks with the pruning of jobs', async () => {
    const clock = movableClock();
    await database.db
      .insertInto('jobs')
      .values({ kind: 'old.done', payload: '{}', done_at: new Date(0) })
      .execute();
    const seen: Date[] = [];
    const w = worker({
      clock,
      handlers: {},
      housekeeping: {
        custom: (_db, taskClock) => {
          seen.push(taskClock.now());
          return Promise.resolve(0);
        },
      },
    });
    await w.runHousekeeping();
    expect(seen).toEqual([clock.now()]);
    expect(await database.db.selectFrom('jobs').select('id').execute()).toEqual([]);
  });
});
