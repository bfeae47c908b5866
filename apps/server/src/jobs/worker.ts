import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import {
  PermanentJobError,
  type HousekeepingTask,
  type JobContext,
  type JobHandler,
  type JobLog,
} from './job-registry.js';
import {
  claimJobs,
  markJobDone,
  markJobFailed,
  scheduleJobRetry,
  type ClaimedJob,
  type JobClaim,
} from './jobs.repository.js';
import { pruneJobs } from './prune-jobs.js';
import { retryDelayMs } from './retry-delay.js';

export interface WorkerOptions {
  db: Db;
  clock: Clock;
  /** Read on every job, so a registry's object can be passed and filled later. */
  handlers: Readonly<Record<string, JobHandler>>;
  /** Besides pruning finished jobs, which the worker always does. */
  housekeeping?: Readonly<Record<string, HousekeepingTask>>;
  log: JobLog;
  /** How often an idle worker looks for due jobs. */
  pollIntervalMs?: number;
  /** How long a claimed job is reserved; after that another worker may take it again. */
  leaseMs?: number;
  /** Jobs run at the same time by this worker. */
  concurrency?: number;
  housekeepingIntervalMs?: number;
  /** Written to `jobs.locked_by`; host, pid and a random part by default. */
  id?: string;
  /** Jitter of the retry delays (tests pin it). */
  random?: () => number;
}

export interface Worker {
  readonly id: string;
  /** Polls in the background until stop(). */
  start(): void;
  /** Stops polling and waits for the jobs that are running. */
  stop(): Promise<void>;
  /** Claims the due jobs (up to the concurrency), runs them, and answers how many it claimed. */
  runOnce(): Promise<number>;
  /** Runs the housekeeping tasks now. */
  runHousekeeping(): Promise<void>;
}

const defaults = {
  pollIntervalMs: 1_000,
  leaseMs: 5 * 60_000,
  concurrency: 4,
  housekeepingIntervalMs: 60 * 60_000,
};
/** Polling after database errors backs off up to this. */
const maxErrorBackoffMs = 30_000;

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const text = typeof code === 'string' && !error.message.includes(code) ? `${code}: ` : '';
    return `${text}${error.message}`.slice(0, 2000);
  }
  return String(error).slice(0, 2000);
}

/**
 * The in-process jobs worker (architecture: "background work"). It claims due jobs from the `jobs`
 * table with one UPDATE … FOR UPDATE SKIP LOCKED statement, so any number of processes can share
 * the queue on PostgreSQL, and it works the same on PGlite. Times come from the injected clock.
 */
export function createWorker(options: WorkerOptions): Worker {
  const { db, clock, handlers, log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? defaults.pollIntervalMs;
  const leaseMs = options.leaseMs ?? defaults.leaseMs;
  const concurrency = Math.max(1, options.concurrency ?? defaults.concurrency);
  const housekeepingIntervalMs = options.housekeepingIntervalMs ?? defaults.housekeepingIntervalMs;
  const random = options.random ?? Math.random;
  const id = options.id ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  let stopped = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let lastHousekeeping: number | undefined;
  const running = new Set<Promise<unknown>>();

  function track<T>(promise: Promise<T>): Promise<T> {
    running.add(promise);
    void promise.finally(() => running.delete(promise)).catch(() => undefined);
    return promise;
  }

  /** Records a finish; a false answer means the lease was lost and another run owns the job. */
  async function finish(job: ClaimedJob, write: () => Promise<boolean>, what: string) {
    try {
      if (!(await write())) {
        log.warn(
          { jobId: job.id, kind: job.kind, attempt: job.attempts },
          `job ${what}, but its lease had passed to another run`,
        );
      }
    } catch (error) {
      // The lease expires and the job runs again: at least once.
      log.error(
        { err: error, jobId: job.id, kind: job.kind },
        `recording that a job ${what} failed`,
      );
    }
  }

  async function runJob(job: ClaimedJob): Promise<void> {
    const claim: JobClaim = { id: job.id, attempts: job.attempts, workerId: id };
    const details = { jobId: job.id, kind: job.kind, attempt: job.attempts };
    const handler = Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined;
    if (handler === undefined) {
      const reason = `No handler for job kind "${job.kind}" in this process`;
      log.error(details, reason);
      await finish(job, () => markJobFailed(db, claim, clock.now(), reason), 'was given up');
      return;
    }
    const context: JobContext = {
      jobId: job.id,
      kind: job.kind,
      attempt: job.attempts,
      maxAttempts: job.max_attempts,
      lastAttempt: job.attempts >= job.max_attempts,
      log,
    };
    try {
      await handler(job.payload, context);
    } catch (error) {
      const reason = describeError(error);
      if (error instanceof PermanentJobError || context.lastAttempt) {
        log.error({ ...details, err: error }, 'job failed for good');
        await finish(job, () => markJobFailed(db, claim, clock.now(), reason), 'was given up');
        return;
      }
      const delayMs = retryDelayMs(job.attempts, random);
      log.warn({ ...details, err: error, retryInMs: delayMs }, 'job failed; it will be retried');
      const runAt = new Date(clock.now().getTime() + delayMs);
      await finish(job, () => scheduleJobRetry(db, claim, runAt, reason), 'failed');
      return;
    }
    await finish(job, () => markJobDone(db, claim, clock.now()), 'was done');
  }

  async function claimAndRun(): Promise<number> {
    const now = clock.now();
    const jobs = await claimJobs(db, {
      workerId: id,
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
      limit: concurrency,
    });
    await Promise.all(jobs.map((job) => runJob(job)));
    return jobs.length;
  }

  function runOnce(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    return track(claimAndRun());
  }

  async function runHousekeeping(): Promise<void> {
    const tasks: [string, HousekeepingTask][] = [
      ['jobs', pruneJobs],
      ...Object.entries(options.housekeeping ?? {}),
    ];
    for (const [name, task] of tasks) {
      try {
        const removed = await task(db, clock);
        if (removed > 0) log.info({ task: name, removed }, 'housekeeping removed old rows');
      } catch (error) {
        log.warn({ err: error, task: name }, 'housekeeping task failed');
      }
    }
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakeUp = done;
    });
  }

  async function poll(): Promise<void> {
    let errors = 0;
    while (!stopped) {
      let claimed = 0;
      try {
        const now = clock.now().getTime();
        if (lastHousekeeping === undefined || now - lastHousekeeping >= housekeepingIntervalMs) {
          lastHousekeeping = now;
          await track(runHousekeeping());
        }
        claimed = await runOnce();
        errors = 0;
      } catch (error) {
        errors += 1;
        log.error({ err: error, workerId: id }, 'jobs worker could not poll the queue');
      }
      if (stopped) break;
      // A full batch suggests more are due: look again at once.
      if (claimed < concurrency || errors > 0) {
        await sleep(
          errors === 0
            ? pollIntervalMs
            : Math.min(maxErrorBackoffMs, pollIntervalMs * 2 ** Math.min(errors, 10)),
        );
      }
    }
  }

  return {
    id,
    start() {
      if (stopped) throw new Error('A stopped worker cannot be started again');
      if (loop !== undefined) return;
      log.info({ workerId: id }, 'jobs worker started');
      loop = poll();
    },
    async stop() {
      stopped = true;
      wakeUp?.();
      await loop;
      await Promise.allSettled([...running]);
    },
    runOnce,
    runHousekeeping,
  };
}
