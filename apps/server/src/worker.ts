import { readConfig } from './processes/read-config.js';
import { runJobsProcess } from './processes/run-jobs-process.js';

/**
 * `npm run worker`: the background jobs (documents: PDF rendering, issuing, e-mail; refunds,
 * reconciliation, housekeeping) in a process of their own, serving no HTTP (decision 0060). The
 * cluster's primary starts it with `--supervised`; run apart, set BACKGROUND_JOBS=external on the
 * web servers so they start none.
 */
await runJobsProcess(readConfig(), { supervised: process.argv.includes('--supervised') });
