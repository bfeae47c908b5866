import fs from 'node:fs';
import http from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/pg-server.js';
import { spawnServer } from '../../test/server-processes.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

// The cluster mode of decision 0060: the built entry started as a deployment starts it, with
// PostgreSQL, SimplePay settings and WEB_CONCURRENCY=2. The primary's children are read from the
// process tree (/proc), not from anything the shop says about itself.

let database: TestDatabase;
let primary: ChildProcess;
let base: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Child {
  pid: number;
  role: 'web' | 'jobs';
}

/** The primary's direct children, each with its role read from its command line. */
function childrenOf(pid: number): Child[] {
  const text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  if (text === '') return [];
  return text.split(/\s+/).flatMap((id): Child[] => {
    try {
      const line = fs.readFileSync(`/proc/${id}/cmdline`, 'utf8').split('\0').join(' ');
      if (line.includes('worker.ts')) return [{ pid: Number(id), role: 'jobs' }];
      if (line.includes('server.ts')) return [{ pid: Number(id), role: 'web' }];
      return [];
    } catch {
      return []; // gone meanwhile
    }
  });
}

/** CPU ticks (user + system) a process has used. */
function ticksOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** GET on a connection of its own (no keep-alive), so the primary hands each to a worker. */
function getFresh(pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${pathname}`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.setTimeout(60_000, () => request.destroy(new Error(`no answer to ${pathname}`)));
    request.on('error', reject);
  });
}

async function waitUntil<T>(what: string, probe: () => T | undefined | Promise<T | undefined>) {
  // Generous: a process started under tsx on a busy 2-core machine takes tens of seconds.
  const deadline = Date.now() + 150_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const webPids = () =>
  childrenOf(primary.pid ?? 0)
    .filter((child) => child.role === 'web')
    .map((child) => child.pid);
const jobsPids = () =>
  childrenOf(primary.pid ?? 0)
    .filter((child) => child.role === 'jobs')
    .map((child) => child.pid);

async function allAnswer(count: number): Promise<number[]> {
  return Promise.all(Array.from({ length: count }, () => getFresh('/api/events')));
}

/**
 * Waves of fresh connections until one wave is answered 200 throughout and every one of `pids`
 * worked on it (a process just started may still be loading: the primary hands it connections
 * only once it listens, and a busy one sheds load).
 */
async function waitUntilAllServe(pids: readonly number[]): Promise<void> {
  // A process still loading burns CPU too: first each must be quiet for 2 s (started, idle).
  await waitUntil(`${pids.join(', ')} to have started`, async () => {
    const before = pids.map(ticksOf);
    await sleep(2000);
    return pids.every((pid, i) => ticksOf(pid) - (before[i] ?? 0) <= 5) ? true : undefined;
  });
  await waitUntil(`a wave answered by each of ${pids.join(', ')}`, async () => {
    const before = pids.map(ticksOf);
    const statuses = await allAnswer(60);
    const worked = pids.every((pid, i) => ticksOf(pid) > (before[i] ?? 0));
    return statuses.every((status) => status === 200) && worked ? true : undefined;
  });
}

async function probeJobRuns(): Promise<void> {
  const job = await database.db
    .insertInto('jobs')
    .values({ kind: 'test.cluster-probe', payload: JSON.stringify({}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await waitUntil('the probe job to be taken by a jobs runner', async () => {
    const row = await database.db
      .selectFrom('jobs')
      .select(['failed_at', 'last_error'])
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    return row.failed_at === null ? undefined : row.last_error;
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  primary = spawnServer(database.url, port, {
    WEB_CONCURRENCY: '2',
    BACKGROUND_JOBS: 'auto',
    SIMPLEPAY_MERCHANT: 'TESZTSZINHAZHUF',
    SIMPLEPAY_SECRET_KEY: 'not-used-by-these-tests',
    SIMPLEPAY_API_URL: `http://127.0.0.1:${await freePort()}/payment/v2/`,
  });
  await waitUntil('the web processes and the jobs process', () =>
    webPids().length === 2 && jobsPids().length === 1 ? true : undefined,
  );
  await waitUntil('the shop to answer', async () => {
    try {
      return (await getFresh('/api/health')) === 200 ? true : undefined;
    } catch {
      return undefined;
    }
  });
}, 200_000);

afterAll(async () => {
  if (primary.exitCode === null && primary.signalCode === null) {
    primary.kill('SIGKILL');
  }
  await database.destroy();
});

describe('cluster mode with PostgreSQL (WEB_CONCURRENCY=2)', () => {
  it('two web processes share the port and both answer; the jobs run in the jobs process', async () => {
    const [first, second] = webPids();
    if (first === undefined || second === undefined) throw new Error('no web processes');
    await waitUntilAllServe([first, second]);
    // A job no handler knows is given up by the runner that claims it: the web processes run
    // none (BACKGROUND_JOBS=auto), so the jobs process did.
    await probeJobRuns();
  }, 200_000);

  it('a killed process is started again, and the shop answers throughout', async () => {
    const [first, second] = webPids();
    const [jobs] = jobsPids();
    if (first === undefined || second === undefined || jobs === undefined) {
      throw new Error('processes missing');
    }
    process.kill(first, 'SIGKILL');
    await waitUntil('the killed process to be gone', () =>
      webPids().includes(first) ? undefined : true,
    );
    // The primary notices the death (exit, then the IPC channel's end) before it stops handing
    // connections to it; a moment later the other process serves them all.
    await sleep(1000);
    expect((await allAnswer(40)).every((status) => status === 200)).toBe(true);
    const restarted = await waitUntil('a new web process', () => {
      const now = webPids();
      return now.length === 2 && !now.includes(first) ? now : undefined;
    });
    expect(restarted).toContain(second);
    await waitUntilAllServe(restarted);
    process.kill(second, 'SIGKILL');
    await waitUntil('the second process to be gone', () =>
      webPids().includes(second) ? undefined : true,
    );
    await sleep(1000);
    expect((await allAnswer(40)).every((status) => status === 200)).toBe(true);

    process.kill(jobs, 'SIGKILL');
    const newJobs = await waitUntil('a new jobs process', () => {
      const now = jobsPids();
      return now.length === 1 && now[0] !== jobs ? now[0] : undefined;
    });
    expect(newJobs).not.toBe(jobs);
    await probeJobRuns();
    await waitUntil('two web processes again', () => (webPids().length === 2 ? true : undefined));
  }, 500_000);

  it('SIGTERM to the primary stops every process gracefully', async () => {
    const children = childrenOf(primary.pid ?? 0);
    expect(children).toHaveLength(3);
    const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const child of children) {
      expect(fs.existsSync(`/proc/${child.pid}`)).toBe(false);
    }
  }, 60_000);
});
