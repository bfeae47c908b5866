import { describe, expect, it } from 'vitest';
import { enqueueJob } from './enqueue-job.js';
import { PermanentJobError } from './job-registry.js';
import { pruneJobs } from './prune-jobs.js';
import { database, job, movableClock, recordingLog, worker } from './worker-test-support.js';

// Queueing a job in the caller's transaction, running the due ones, retrying with backoff and
// giving up, and the housekeeping that prunes old jobs. Workers that die, meet locks or share the
// database, and the background loop, are in worker-concurrency.int.test.ts.

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
