import os from 'node:os';
import type { RawConfig } from './environment.js';

/**
 * How the shop runs as processes (decision 0060):
 * - `webProcesses`: HTTP server processes on one port (node:cluster when more than one);
 * - `jobs`: where the background jobs (documents, e-mail, refunds, housekeeping) run: `web` in each
 *   web process (the embedded demo), `worker` in one jobs process the server starts beside its web
 *   processes, `external` in `npm run worker` processes started apart (none in the server).
 */
export interface ProcessPlan {
  webProcesses: number;
  jobs: 'web' | 'worker' | 'external';
  /** Why the shop stays one process with everything in it, when it does; null otherwise. */
  singleReason: string | null;
}

/**
 * Several processes share nothing but PostgreSQL: holds, sessions, limits and jobs live there. The
 * embedded PGlite is one process's file, and the demo's SimplePay simulator keeps its payments and
 * its throw-away key in one process's memory, so either keeps the shop in one process.
 */
export function processPlan(
  raw: Pick<RawConfig, 'DATABASE_URL' | 'WEB_CONCURRENCY' | 'BACKGROUND_JOBS'>,
  simplepayConfigured: boolean,
  problems: string[],
  cores: number = os.availableParallelism(),
): ProcessPlan {
  const singleReason =
    raw.DATABASE_URL === undefined
      ? 'the embedded database (no DATABASE_URL)'
      : simplepayConfigured
        ? null
        : "the demo's SimplePay simulator (no SIMPLEPAY_* settings)";
  if (singleReason !== null) {
    if (raw.BACKGROUND_JOBS === 'worker' || raw.BACKGROUND_JOBS === 'external') {
      problems.push(
        `BACKGROUND_JOBS=${raw.BACKGROUND_JOBS} needs DATABASE_URL and the SimplePay settings; ` +
          `with ${singleReason} the jobs run in the one process`,
      );
    }
    return { webProcesses: 1, jobs: 'web', singleReason };
  }
  return {
    webProcesses: raw.WEB_CONCURRENCY ?? Math.max(1, cores),
    jobs: raw.BACKGROUND_JOBS === 'auto' ? 'worker' : raw.BACKGROUND_JOBS,
    singleReason: null,
  };
}
