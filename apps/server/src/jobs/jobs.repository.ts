import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** Counting this run. */
  attempts: number;
  max_attempts: number;
}

/** Which run of a job a worker holds: a re-claim (lease expired) bumps `attempts`. */
export interface JobClaim {
  id: number;
  attempts: number;
  workerId: string;
}

export async function insertJob(
  db: Kysely<Database>,
  job: { kind: string; payload: object; runAt?: Date; maxAttempts?: number },
): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      ...(job.runAt === undefined ? {} : { run_at: job.runAt }),
      ...(job.maxAttempts === undefined ? {} : { max_attempts: job.maxAttempts }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes up to `limit` due jobs in one statement: rows another worker is claiming right now are
 * skipped (SKIP LOCKED), rows under a live lease are not due. The lease and the attempt count are
 * written by the same statement, so two workers never hold the same job.
 */
export async function claimJobs(
  db: Db,
  claim: { workerId: string; now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedJob[]> {
  const result = await sql<ClaimedJob>`
    with due as materialized (
      select id from jobs
      where done_at is null and failed_at is null and run_at <= ${claim.now}
        and (locked_until is null or locked_until < ${claim.now})
        and attempts < max_attempts
      order by run_at, id
      limit ${claim.limit}
      for update skip locked
    )
    update jobs
    set locked_until = ${claim.leaseUntil}, locked_by = ${claim.workerId}, attempts = attempts + 1
    from due
    where jobs.id = due.id
    returning jobs.id, jobs.kind, jobs.payload, jobs.attempts, jobs.max_attempts
  `.execute(db);
  return result.rows;
}

/** Each finish only applies to the run the worker still holds; answers whether it did. */
function held(db: Db, claim: JobClaim) {
  return db
    .updateTable('jobs')
    .where('id', '=', claim.id)
    .where('locked_by', '=', claim.workerId)
    .where('attempts', '=', claim.attempts)
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null);
}

export async function markJobDone(db: Db, claim: JobClaim, now: Date): Promise<boolean> {
  const result = await held(db, claim)
    .set({ done_at: now, locked_until: null, locked_by: null })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function scheduleJobRetry(
  db: Db,
  claim: JobClaim,
  runAt: Date,
  error: string,
): Promise<boolean> {
  const result = await held(db, claim)
    .set({ run_at: runAt, last_error: error, locked_until: null, locked_by: null })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markJobFailed(
  db: Db,
  claim: JobClaim,
  now: Date,
  error: string,
): Promise<boolean> {
  const result = await held(db, claim)
    .set({ failed_at: now, last_error: error, locked_until: null, locked_by: null })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteDoneJobsBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('jobs').where('done_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Jobs whose every attempt was claimed but none finished (the process died each time, e.g. the
 * job itself brought it down): given up instead of claimed forever.
 */
export async function failExhaustedJobs(db: Db, now: Date): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({
      failed_at: now,
      locked_until: null,
      locked_by: null,
      last_error: 'gave up: every attempt was interrupted before it finished',
    })
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
