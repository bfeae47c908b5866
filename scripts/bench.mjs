#!/usr/bin/env node
// npm run bench: the sale spike, as ratios to baselines measured in the same run on the same
// machine, because this machine is noisy and absolute figures do not travel (docs/performance.md).
//
// 1. Baseline (b): pgbench, one-row-hot conditional UPDATE, on the benchmark's own durable cluster
//    (fsync on, synchronous_commit on), at 1, 2, 4, 8, 16 and 64 clients; the peak is the baseline.
// 2. The hot read paths (as before): ratios to a Fastify hello-world (baseline (a)).
// 3. On-sale, throughput: 256 connections add one ticket each (a fresh buyer per request) to ONE
//    ticket type that cannot sell out; hello-world at the same concurrency right before and after.
// 4. On-sale, sell-out: the same load on a type of capacity C until well after it sold out; every
//    reply and the database are checked for oversell.
//
// The shop is the built server (npm run build) in demo mode with LOG_LEVEL=warn, on the durable
// cluster. Loopback only; every run is bounded; every process started here is stopped by its PID,
// also on failure; the cluster is removed at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mintKeyPool } from './bench/cart-keys.mjs';
import { freePort, startCluster } from './bench/cluster.mjs';
import { cpuWindow, postmasterPid, waitForQuiet } from './bench/cpu.mjs';
import { loadCartAdd, loadGet } from './bench/load.mjs';
import { preparePgbench, runPgbench } from './bench/pgbench.mjs';
import { cleanupAll, killAllSync, onCleanup, startProcess, waitFor } from './bench/processes.mjs';
import { printReport } from './bench/report.mjs';
import {
  appSecret,
  createOnSaleTypes,
  metrics,
  serverEntry,
  startShop,
  typeState,
} from './bench/shop.mjs';

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const settings = {
  readSeconds: env('BENCH_SECONDS', 8),
  readConnections: env('BENCH_CONNECTIONS', 50),
  cartConnections: env('BENCH_CART_CONNECTIONS', 256),
  cartSeconds: env('BENCH_CART_SECONDS', 10),
  pgbenchSeconds: env('BENCH_PGBENCH_SECONDS', 10),
  pgbenchClients: [1, 2, 4, 8, 16, 64],
  sellOutCapacity: env('BENCH_SELLOUT_CAPACITY', 20000),
  // Sold out, the load goes on this long, to show the sold-out answers and that nothing more sells.
  afterSellOutSeconds: 4,
  poolMax: env('BENCH_POOL_MAX', 10),
  // Total time the run may wait for other jobs on the machine to finish before a measurement.
  quietBudgetSeconds: env('BENCH_QUIET_SECONDS', 60),
  timeoutMinutes: env('BENCH_TIMEOUT_MINUTES', 8),
};

if (!fs.existsSync(serverEntry)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

// The whole run is bounded: past the budget, everything started here is stopped.
const watchdog = setTimeout(() => {
  console.error(`\nThe benchmark ran past ${settings.timeoutMinutes} min; stopping.`);
  void cleanupAll().finally(() => process.exit(1));
}, settings.timeoutMinutes * 60_000);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping.`);
    void cleanupAll().finally(() => process.exit(130));
  });
}
process.on('exit', killAllSync);

const baselinePort = await freePort();
const baselineSource = `
  import Fastify from 'fastify';
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: ${baselinePort}, host: '127.0.0.1' });
`;
const baselineFile = path.join('apps', 'server', 'dist', 'bench-baseline.mjs');

const log = (message) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const results = { settings, machine: machineInfo() };

function machineInfo() {
  const cpus = os.cpus();
  return {
    nproc: cpus.length,
    cpu: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    kernel: os.release(),
    node: process.version,
  };
}

let quietSpentMs = 0;
/**
 * Before a measurement: wait (at most 15 s, and within the run's budget) until the machine is
 * 85 % idle. Returns the idle share seen, reported with the measurement.
 */
async function quiet() {
  const started = Date.now();
  const maxMs = Math.min(15_000, settings.quietBudgetSeconds * 1000 - quietSpentMs);
  const idle = await waitForQuiet({ idleShare: 0.85, maxMs: Math.max(0, maxMs) });
  quietSpentMs += Date.now() - started;
  return idle;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Live holds of a type sampled every 500 ms while a load runs (psql, off the event loop; its
 * processes show in the "other" CPU column).
 */
function sampleLiveHolds(cluster, database, ticketTypeId) {
  let max = 0;
  let samples = 0;
  let failures = 0;
  let stopped = false;
  const query = `select coalesce(sum(quantity), 0) from holds where ticket_type_id = ${ticketTypeId} and expires_at > now()`;
  const loop = (async () => {
    while (!stopped) {
      const value = await new Promise((resolve) => {
        const child = spawn(
          path.join(cluster.binDir, 'psql'),
          [
            ...['-h', cluster.socketDir, '-p', String(cluster.port), '-U', 'postgres'],
            ...['-d', database, '-X', '-A', '-t', '-c', query],
          ],
          { stdio: ['ignore', 'pipe', 'ignore'] },
        );
        let out = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.on('exit', (code) => resolve(code === 0 ? Number(out.trim()) : Number.NaN));
      });
      if (Number.isNaN(value)) failures += 1;
      else {
        samples += 1;
        max = Math.max(max, value);
      }
      await sleep(500);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { max, samples, failures };
    },
  };
}

async function main() {
  log(`waiting (at most ${settings.quietBudgetSeconds} s in all) for the machine to be 85 % idle`);
  results.idleAtStart = await quiet();

  log('starting a durable PostgreSQL cluster (initdb, fsync on, synchronous_commit on)');
  const cluster = await startCluster();
  onCleanup(() => cluster.stop());
  const shown = cluster.psql(
    'postgres',
    "select string_agg(name || '=' || setting, ', ' order by name) from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes', 'wal_sync_method', 'shared_buffers')",
  );
  results.postgres = { version: cluster.version, settings: shown, port: cluster.port };
  log(`${cluster.version} on port ${cluster.port} (socket ${cluster.socketDir}): ${shown}`);
  const pgPid = postmasterPid(cluster.dataDir);

  // Baseline (b): pgbench sweep, before anything else runs against the cluster.
  const script = preparePgbench(cluster);
  results.pgbench = [];
  for (const clients of settings.pgbenchClients) {
    if (clients > 1) await quiet();
    const point = await runPgbench(cluster, script, {
      clients,
      seconds: settings.pgbenchSeconds,
    });
    log(`pgbench -c ${clients}: ${Math.round(point.tps)} tps`);
    results.pgbench.push(point);
  }
  const pgPeak = results.pgbench.reduce((best, point) => (point.tps > best.tps ? point : best));

  // The shop, on its own database of the cluster, and the hello-world baseline.
  cluster.psql('postgres', 'create database shop');
  const shopPort = await freePort();
  fs.writeFileSync(baselineFile, baselineSource);
  onCleanup(() => fs.rmSync(baselineFile, { force: true }));
  const baseline = startProcess(process.execPath, [baselineFile]);
  log(`starting the shop (pool ${settings.poolMax}) and minting cart keys meanwhile`);
  const shopStarting = startShop({
    cluster,
    database: 'shop',
    port: shopPort,
    poolMax: settings.poolMax,
  });
  // Enough fresh buyers for a run 4 times the expected peak; more are minted on the spot if needed.
  const pool = mintKeyPool(
    appSecret,
    env('BENCH_CART_KEYS', 40_000 * (settings.cartSeconds + 2) + settings.sellOutCapacity * 2),
  );
  results.keys = { pool: pool.keys.length, mintedPerSecond: Math.round(pool.mintedPerSecond) };
  log(`${pool.keys.length} cart keys at ${results.keys.mintedPerSecond} keys/s`);
  const shop = await shopStarting;
  onCleanup(() => shop.stop());
  await waitFor(`http://127.0.0.1:${baselinePort}/`, 30_000, baseline);
  const pids = { servers: [shop.pid, baseline.pid], postgres: pgPid };

  // Hot read paths (unchanged from the first version of this benchmark).
  const events = await (await fetch(`${shop.base}/api/events`)).json();
  const slug = events[0].url;
  const reads = [
    ['baseline: hello-world JSON', `http://127.0.0.1:${baselinePort}/`],
    ['GET /storage/programs.json', `${shop.base}/storage/programs.json`],
    ['GET /api/events (database)', `${shop.base}/api/events`],
    ['GET /api/events/{slug}', `${shop.base}/api/events/${slug}`],
    ['GET /api/events/{slug}/ticket-infos', `${shop.base}/api/events/${slug}/ticket-infos`],
  ];
  results.reads = [];
  for (const [name, url] of reads) {
    const idle = await quiet();
    const cpu = cpuWindow(pids);
    const result = await loadGet(url, {
      connections: settings.readConnections,
      duration: settings.readSeconds,
    });
    results.reads.push({ name, ...result, idle, cpu: cpu.end() });
    log(`${name}: ${Math.round(result.rps)} req/s`);
  }

  // On-sale: the ticket types, and one add by hand (a minted key must be accepted).
  const types = createOnSaleTypes(cluster, 'shop', {
    sellOutCapacity: settings.sellOutCapacity,
  });
  const cursor = { next: 0 };
  const probeKey = pool.keys[cursor.next++];
  const probe = await fetch(`${shop.base}/api/cart/${probeKey}/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: types.hot, cart_key: probeKey }),
  });
  const probeBody = await probe.json();
  if (probe.status !== 200 || probeBody.summary?.tickets !== 1) {
    throw new Error(`a cart add answered ${probe.status}: ${JSON.stringify(probeBody)}`);
  }

  const hello = async (label) => {
    const idle = await quiet();
    const cpu = cpuWindow(pids);
    const result = await loadGet(`http://127.0.0.1:${baselinePort}/`, {
      connections: settings.cartConnections,
      duration: settings.cartSeconds,
    });
    log(
      `hello-world, ${settings.cartConnections} connections (${label}): ${Math.round(result.rps)} req/s`,
    );
    return { ...result, idle, cpu: cpu.end() };
  };
  const cartLoad = (ticketTypeId, options) =>
    loadCartAdd(shop.base, pool, {
      ticketTypeId,
      connections: settings.cartConnections,
      cursor,
      secret: appSecret,
      ...options,
    });

  // Phase 1: throughput on the hot type (capacity 2e9: never sells out).
  results.helloBefore = await hello('before');
  await cartLoad(types.hot, { duration: 2 }); // warm-up: JIT, pool connections, plan cache
  await sleep(1000);
  const holdsBefore = typeState(cluster, 'shop', types.hot);
  const idle = await quiet();
  const metricsBefore = (await metrics(shop.base)).cart;
  const cpu = cpuWindow(pids);
  const throughput = await cartLoad(types.hot, { duration: settings.cartSeconds });
  const throughputCpu = cpu.end();
  await sleep(1000); // requests still in flight when the load stopped are answered
  const metricsAfter = (await metrics(shop.base)).cart;
  const holdsAfter = typeState(cluster, 'shop', types.hot);
  log(`on-sale throughput: ${Math.round(throughput.rps)} req/s, p99 ${throughput.p99} ms`);
  results.helloAfter = await hello('after');
  results.throughput = {
    ...throughput,
    idle,
    cpu: throughputCpu,
    grantedInDb: holdsAfter.liveHolds - holdsBefore.liveHolds,
    capacity: holdsAfter.capacity,
    batches: diffStats(metricsBefore, metricsAfter),
  };

  // Phase 2: sell-out of capacity C, until `afterSellOutSeconds` after the first sold-out answer.
  const sellIdle = await quiet();
  const sampler = sampleLiveHolds(cluster, 'shop', types.sellout);
  const sellMetricsBefore = (await metrics(shop.base)).cart;
  const sellWindow = cpuWindow(pids);
  const sellOut = await cartLoad(types.sellout, {
    duration: 60,
    maxSeconds: 60,
    stopWhen: (marks) =>
      marks.first409 !== null && Date.now() - marks.first409 >= settings.afterSellOutSeconds * 1000,
  });
  const sellCpu = sellWindow.end();
  await sleep(1000);
  const sampled = await sampler.stop();
  const sellMetricsAfter = (await metrics(shop.base)).cart;
  const sellState = typeState(cluster, 'shop', types.sellout);
  const capacity = settings.sellOutCapacity;
  results.sellOut = {
    ...sellOut,
    idle: sellIdle,
    cpu: sellCpu,
    capacity,
    conflicts: { ...cursor.conflicts },
    liveHolds: sellState.liveHolds,
    maxSampledLiveHolds: sampled.max,
    samples: sampled.samples,
    sampleFailures: sampled.failures,
    oversell: Math.max(0, sellOut.ok - capacity),
    dbExcess: Math.max(0, sellState.liveHolds - capacity, sampled.max - capacity),
    batches: diffStats(sellMetricsBefore, sellMetricsAfter),
  };
  log(
    `sell-out: ${sellOut.ok} × 200, ${sellOut.codes['409'] ?? 0} × 409, live holds ${sellState.liveHolds} of ${capacity}`,
  );
  results.metrics = sellMetricsAfter;
  results.keys.used = cursor.next;
  results.keys.mintedLive = cursor.mintedLive ?? 0;
  results.pgPeak = pgPeak;
  results.quietWaitSeconds = Math.round(quietSpentMs / 1000);

  printReport(results);
  fs.mkdirSync('test-results', { recursive: true });
  fs.writeFileSync(path.join('test-results', 'bench.json'), JSON.stringify(results, null, 2));
  log('figures also in test-results/bench.json');
}

/** The granter's counters between two /api/metrics readings. */
function diffStats(before, after) {
  const sizes = {};
  for (const [bucket, count] of Object.entries(after.batchSizes)) {
    const delta = count - (before.batchSizes[bucket] ?? 0);
    if (delta > 0) sizes[bucket] = delta;
  }
  return {
    calls: after.calls - before.calls,
    requests: after.requests - before.requests,
    soldOutShortcuts: after.soldOutShortcuts - before.soldOutShortcuts,
    batchSizes: sizes,
  };
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`\nThe benchmark failed: ${error.stack ?? error}`);
} finally {
  await cleanupAll();
  clearTimeout(watchdog);
}
process.exit(failed ? 1 : 0);
