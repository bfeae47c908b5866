import type { Db } from '../db/database.js';
import type { Clock } from '../lib/clock.js';

/** What the worker logs through (pino's logger, `app.log`, fits). */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobContext {
  jobId: number;
  kind: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** When this run fails the job is given up, so a handler can record that (a mail as failed). */
  lastAttempt: boolean;
  log: JobLog;
}

/**
 * Runs one job. Jobs are delivered at least once (a process that dies mid-job leaves a lease that
 * expires, and another worker runs the job again), so a handler must be idempotent. Throwing
 * schedules a retry with backoff; throwing a PermanentJobError gives up at once.
 */
export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;

/** Periodic cleanup the worker runs (hourly and at start); answers how many rows it removed. */
export type HousekeepingTask = (db: Db, clock: Clock) => Promise<number>;

/** A failure that retrying cannot fix (a recipient the mail server refuses): no more attempts. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/**
 * The job kinds this process can run, filled by the composition root and by modules through
 * `deps.jobs`. The worker reads it on every job, so handlers registered later still count.
 */
export interface JobRegistry {
  readonly handlers: Readonly<Record<string, JobHandler>>;
  readonly housekeeping: Readonly<Record<string, HousekeepingTask>>;
  register(kind: string, handler: JobHandler): void;
  registerHousekeeping(name: string, task: HousekeepingTask): void;
}

export function createJobRegistry(): JobRegistry {
  const handlers: Record<string, JobHandler> = {};
  const housekeeping: Record<string, HousekeepingTask> = {};
  return {
    handlers,
    housekeeping,
    register(kind, handler) {
      if (Object.hasOwn(handlers, kind)) throw new Error(`Job kind "${kind}" is registered twice`);
      handlers[kind] = handler;
    },
    registerHousekeeping(name, task) {
      if (Object.hasOwn(housekeeping, name)) {
        throw new Error(`Housekeeping task "${name}" is registered twice`);
      }
      housekeeping[name] = task;
    },
  };
}
