import type { ChildProcess } from 'node:child_process';
import { fork } from 'node:child_process';
import cluster from 'node:cluster';
import { pino } from 'pino';
import type { Config } from '../config/config.js';
import { prepareDatabase } from '../db/prepare-database.js';

/** A child that died is started again after this, doubled per death in the last minute. */
const firstRestartMs = 250;
const maxRestartMs = 30_000;
const restartWindowMs = 60_000;
/** How long the children have to finish their requests and jobs after SIGTERM. */
const stopGraceMs = 40_000;

interface Slot {
  name: string;
  start(): ChildProcess;
  child: ChildProcess | null;
  deaths: number[];
}

/** The delay before a slot's next start: 0.25 s, doubling per death within a minute, up to 30 s. */
export function restartDelayMs(deaths: readonly number[], now: number): number {
  const recent = deaths.filter((at) => now - at < restartWindowMs).length;
  return Math.min(maxRestartMs, firstRestartMs * 2 ** Math.max(0, recent - 1));
}

/**
 * The cluster's primary (decision 0060). It serves nothing itself: it migrates (and in the demo
 * seeds) the database once, then starts `webProcesses` web processes with node:cluster, which
 * share the port (the primary hands out connections round-robin), and, when the jobs run in a
 * process of their own, one jobs process (`jobsEntry`, the file `npm run worker` runs). A child
 * that dies is started again with backoff; SIGTERM or SIGINT is passed on as SIGTERM, each child
 * finishes what it is doing, and the primary exits when all have.
 */
export async function runClusterPrimary(config: Config, jobsEntry: string): Promise<void> {
  const log = pino({ level: config.logLevel }).child({ component: 'primary' });
  const database = await prepareDatabase(config, (error) => {
    log.warn({ err: error }, 'database connection lost');
  });
  log.info(
    {
      mode: config.mode,
      database: database.kind,
      migrations: database.migrations,
      seed: database.seed,
      webProcesses: config.processes.webProcesses,
      jobs: config.processes.jobs,
    },
    'database ready',
  );
  await database.close();

  let stopping = false;
  const slots: Slot[] = [];
  for (let i = 0; i < config.processes.webProcesses; i += 1) {
    slots.push({
      name: `web-${i + 1}`,
      start: () => cluster.fork().process,
      child: null,
      deaths: [],
    });
  }
  if (config.processes.jobs === 'worker') {
    slots.push({
      name: 'jobs',
      start: () => fork(jobsEntry, ['--supervised'], { execArgv: process.execArgv }),
      child: null,
      deaths: [],
    });
  }

  const exited = new Map<ChildProcess, Promise<void>>();
  function launch(slot: Slot): void {
    const child = slot.start();
    slot.child = child;
    exited.set(
      child,
      new Promise((resolve) => {
        child.once('exit', (code, signal) => {
          exited.delete(child);
          slot.child = null;
          resolve();
          if (stopping) return;
          const now = Date.now();
          slot.deaths = [...slot.deaths.filter((at) => now - at < restartWindowMs), now];
          const delay = restartDelayMs(slot.deaths, now);
          log.error(
            { process: slot.name, pid: child.pid, code, signal, restartInMs: delay },
            'a shop process died; starting it again',
          );
          setTimeout(() => {
            if (!stopping) launch(slot);
          }, delay).unref();
        });
      }),
    );
    log.info({ process: slot.name, pid: child.pid }, 'shop process started');
  }

  async function stop(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping the shop processes');
    const running = slots.flatMap((slot) => (slot.child ? [slot.child] : []));
    for (const child of running) child.kill('SIGTERM');
    const all = Promise.all(running.map((child) => exited.get(child) ?? Promise.resolve()));
    const timer = setTimeout(() => {
      for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
    }, stopGraceMs);
    await all;
    clearTimeout(timer);
    process.exit(0);
  }
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  for (const slot of slots) launch(slot);
}
