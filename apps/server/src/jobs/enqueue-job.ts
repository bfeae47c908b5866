import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertJob } from './jobs.repository.js';

export interface EnqueueJobOptions {
  /** Not before this instant; now by default (the database's clock). */
  runAt?: Date;
  /** Runs before the job is given up; the table's default (10) otherwise. */
  maxAttempts?: number;
}

/**
 * Puts a job in the queue for the worker. Pass the caller's transaction so the job commits (or
 * rolls back) with the change it belongs to: there is no job for a change that did not happen.
 */
export async function enqueueJob(
  db: Kysely<Database>,
  kind: string,
  payload: object,
  options: EnqueueJobOptions = {},
): Promise<number> {
  if (kind.trim() === '') throw new Error('A job needs a kind');
  if (
    options.maxAttempts !== undefined &&
    (!Number.isInteger(options.maxAttempts) || options.maxAttempts < 1)
  ) {
    throw new Error(`maxAttempts must be a positive integer, not ${options.maxAttempts}`);
  }
  return insertJob(db, { kind, payload, runAt: options.runAt, maxAttempts: options.maxAttempts });
}
