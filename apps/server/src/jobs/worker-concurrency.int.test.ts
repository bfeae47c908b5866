import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { enqueueJob } from './enqueue-job.js';
import type { JobHandler } from './job-registry.js';
import { claimJobs, markJobDone } from './jobs.repository.js';
import { pruneJobs } from './prune-jobs.js';
import { database, job, movableClock, worker } from './worker-test-support.js';

// The jobs worker beside others: a worker that died mid-run (its lease expires), a row another
// transaction has locked, two workers on one database, and the background loop and its stop().

/** Waits for a condition, polling; fails after the deadline instead of hanging. */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the jobs worker', () => {
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
