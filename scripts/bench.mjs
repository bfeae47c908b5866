#!/usr/bin/env node
// npm run bench: every scenario as ratios to baselines measured in the same run, alternating
// baseline and subject in rounds and reporting medians, because this machine is noisy and
// absolute figures do not travel (docs/performance.md has the method and the last results).
//
// (1) the on-sale cart-add spike on one hot ticket type vs pgbench's best single-row conditional
//     UPDATE and vs a Fastify hello-world, the latency below saturation, and a sell-out checked
//     for oversell;
// (2) the cached programme (programs.json, GET /api/events) vs hello-world;
// (3) an IPN burst with duplicates: verified notifications per second, effects exactly once;
// (4) the cart-add spike again on the embedded PGlite default;
// (5) the seated on-sale: a 1,000-seat hall sold out by map picks and best-available requests, vs
//     pgbench and the spike of (1) in the same rounds, checked seat by seat;
// (6) the exports: 100,000 orders seeded with generate_series, the orders export downloaded as
//     XLSX and as CSV, the server's peak resident memory above idle (goal under 100 MB).
//
// Everything runs on loopback, each load bounded; every process started here is stopped by its
// PID, also on failure; the cluster and the PGlite directory are removed at the end.
// BENCH_ONLY=cart,programme,ipn,pglite,seated,export runs some of them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeChart } from './bench/chart.mjs';
import { mintKeyPool } from './bench/cart-keys.mjs';
import { freePort, startCluster } from './bench/cluster.mjs';
import { cpuWindow, postmasterPid, waitForQuiet } from './bench/cpu.mjs';
import { pgliteAccess, psqlAccess } from './bench/database-access.mjs';
import { runIpnBurst, startIpnShop } from './bench/ipn-burst.mjs';
import { loadGet } from './bench/load.mjs';
import { preparePgbench, runPgbench } from './bench/pgbench.mjs';
import { cleanupAll, killAllSync, onCleanup, startProcess, waitFor } from './bench/processes.mjs';
import { renderReport, updatePerformanceDoc } from './bench/report.mjs';
import { runCartScenario, sellOutChecks } from './bench/scenario-cart.mjs';
import { runExportScenario } from './bench/scenario-export.mjs';
import { runProgrammeScenario } from './bench/scenario-programme.mjs';
import { runSeatedScenario } from './bench/scenario-seated.mjs';
import { connect, createSeatedHall } from './bench/seated-hall.mjs';
import { appSecret, createOnSaleTypes, serverEntry, startShop, typeState } from './bench/shop.mjs';

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const settings = {
  rounds: env('BENCH_ROUNDS', 3),
  roundSeconds: env('BENCH_SECONDS', 5),
  readConnections: env('BENCH_CONNECTIONS', 50),
  cartConnections: env('BENCH_CART_CONNECTIONS', 256),
  pgbenchSeconds: env('BENCH_PGBENCH_SECONDS', 5),
  pgbenchClients: [1, 2, 4, 8, 16, 64],
  sellOutCapacity: env('BENCH_SELLOUT_CAPACITY', 20000),
  pgliteSellOutCapacity: env('BENCH_PGLITE_SELLOUT_CAPACITY', 2000),
  // Sold out, the load goes on this long, to show the sold-out answers and that nothing more sells.
  afterSellOutSeconds: 4,
  // The seated sell-out: the load goes on this long after the last seat is held.
  seatedAfterSeconds: env('BENCH_SEATED_AFTER_SECONDS', 2),
  poolMax: env('BENCH_POOL_MAX', 10),
  ipnOrders: env('BENCH_IPN_ORDERS', 2000),
  ipnCopies: env('BENCH_IPN_COPIES', 3),
  ipnConnections: env('BENCH_IPN_CONNECTIONS', 64),
  // The IPN shop runs as deployed on PostgreSQL (decision 0060): this many web processes and a
  // jobs process; BENCH_IPN_JOBS=web puts the jobs back into the web processes.
  ipnWebProcesses: env('BENCH_IPN_WEB_CONCURRENCY', os.availableParallelism()),
  ipnJobs: process.env.BENCH_IPN_JOBS ?? 'worker',
  exportOrders: env('BENCH_EXPORT_ORDERS', 100_000),
  exportFormats: (process.env.BENCH_EXPORT_FORMATS ?? 'xlsx,csv').split(',').map((s) => s.trim()),
  // Total time the run may wait for other jobs on the machine to finish before measurements.
  quietBudgetSeconds: env('BENCH_QUIET_SECONDS', 60),
  timeoutMinutes: env('BENCH_TIMEOUT_MINUTES', 15),
  only: (process.env.BENCH_ONLY ?? 'cart,programme,ipn,pglite,seated,export')
    .split(',')
    .map((s) => s.trim()),
};
const runs = (scenario) => settings.only.includes(scenario);

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

const log = (message) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const started = Date.now();
const results = {
  date: new Date().toISOString(),
  settings,
  machine: {
    nproc: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    kernel: os.release(),
    node: process.version,
  },
};

let quietSpentMs = 0;
/** Waits (at most 15 s, within the run's budget) for the machine to be 85 % idle. */
async function quiet() {
  const begun = Date.now();
  const maxMs = Math.min(15_000, settings.quietBudgetSeconds * 1000 - quietSpentMs);
  const idle = await waitForQuiet({ idleShare: 0.85, maxMs: Math.max(0, maxMs) });
  quietSpentMs += Date.now() - begun;
  return idle;
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
  results.postgres = { version: cluster.version, settings: shown };
  log(`${cluster.version} on port ${cluster.port}: ${shown}`);
  const pgPid = postmasterPid(cluster.dataDir);

  // The hello-world baseline, in its own process.
  const helloPort = await freePort();
  const helloFile = path.join('apps', 'server', 'dist', 'bench-baseline.mjs');
  fs.writeFileSync(
    helloFile,
    `import Fastify from 'fastify';
     const app = Fastify();
     app.get('/', async () => ({ hello: 'world' }));
     await app.listen({ port: ${helloPort}, host: '127.0.0.1' });`,
  );
  onCleanup(() => fs.rmSync(helloFile, { force: true }));
  const hello = startProcess(process.execPath, [helloFile]);
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  await waitFor(helloUrl, 30_000, hello);

  /** A measurement: the quiet wait, the load, and where the CPU went meanwhile. */
  const measurer = (servers) => async (load) => {
    const idle = await quiet();
    const cpu = cpuWindow({ servers: [...servers(), hello.pid], postgres: pgPid });
    const result = await load();
    return { ...result, idle, cpu: cpu.end() };
  };
  const helloLoad = (connections) =>
    loadGet(helloUrl, { connections, duration: settings.roundSeconds });

  // Baseline (b): the pgbench sweep finds the best client count; the rounds use that count.
  const script = preparePgbench(cluster);
  if (runs('cart') || runs('seated')) {
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
  }
  const pgPeak = results.pgbench?.reduce((best, p) => (p.tps > best.tps ? p : best));

  // Enough fresh buyers for every phase; more are minted on the spot if needed.
  const pool = mintKeyPool(
    appSecret,
    env(
      'BENCH_CART_KEYS',
      40_000 * (settings.roundSeconds * settings.rounds * 2 + 4) + settings.sellOutCapacity * 2,
    ),
  );
  results.keys = { pool: pool.keys.length, mintedPerSecond: Math.round(pool.mintedPerSecond) };
  log(`${pool.keys.length} cart keys at ${results.keys.mintedPerSecond} keys/s`);
  const cursor = { next: 0 };

  const pgbenchRound = async () => {
    const point = await runPgbench(cluster, script, {
      clients: pgPeak.clients,
      seconds: settings.roundSeconds,
    });
    return { ...point, rps: point.tps };
  };

  if (runs('cart') || runs('programme') || runs('seated')) {
    cluster.psql('postgres', 'create database shop');
    // Behind a trusted loopback proxy, each buyer from an address of its own; the per-client hold
    // limits off (HOLD_LIMIT_PER_CLIENT=0, the load-test switch) here, on in a second process.
    const shop = await startShop({
      cluster,
      database: 'shop',
      port: await freePort(),
      poolMax: settings.poolMax,
      env: { TRUST_PROXY: '127.0.0.1', HOLD_LIMIT_PER_CLIENT: '0' },
    });
    onCleanup(() => shop.stop());
    const measure = measurer(() => [shop.pid]);

    if (runs('programme')) {
      log('(2) the cached programme vs hello-world');
      results.programme = await runProgrammeScenario({ shop, helloUrl, settings, measure, log });
    }
    const sql = psqlAccess(cluster, 'shop');
    const types =
      runs('cart') || runs('seated')
        ? await createOnSaleTypes(sql, { sellOutCapacity: settings.sellOutCapacity })
        : null;
    if (runs('cart')) {
      log(`(1) the on-sale spike on PostgreSQL; pgbench rounds at ${pgPeak.clients} clients`);
      // The same shop with the per-client hold limits on (decision 0024), on the same database.
      const limitedShop = await startShop({
        cluster,
        database: 'shop',
        port: await freePort(),
        poolMax: settings.poolMax,
        env: { TRUST_PROXY: '127.0.0.1' },
      });
      onCleanup(() => limitedShop.stop());
      const cart = await runCartScenario({
        limited: { shop: limitedShop, measure: measurer(() => [limitedShop.pid]) },
        clientAddresses: true,
        shop,
        types: { ...types, sellOutCapacity: settings.sellOutCapacity },
        pool,
        cursor,
        secret: appSecret,
        settings,
        measure,
        baselines: {
          hello: helloLoad,
          pgbench: pgbenchRound,
        },
        liveHolds: async (typeId) => (await typeState(sql, typeId)).liveHolds,
        log,
      });
      await limitedShop.stop();
      cart.sellOut.checks = sellOutChecks(cart.sellOut, await typeState(sql, types.sellout));
      cart.pgPeak = pgPeak;
      results.cart = cart;
    }
    if (runs('seated')) {
      log(`(5) the seated on-sale: a 1,000-seat hall; pgbench rounds at ${pgPeak.clients} clients`);
      const db = await connect(cluster.url('shop'));
      let dbOpen = true;
      onCleanup(() => (dbOpen ? db.end() : undefined));
      const seated = await runSeatedScenario({
        db,
        hall: await createSeatedHall(db),
        shop,
        hotType: types.hot,
        pool,
        cursor,
        secret: appSecret,
        settings,
        measure,
        pgbench: pgbenchRound,
        log,
      });
      dbOpen = false;
      await db.end();
      seated.pgPeak = pgPeak;
      results.seated = seated;
    }
    await shop.stop();
  }

  if (runs('ipn')) {
    log('(3) an IPN burst with duplicates');
    cluster.psql('postgres', 'create database ipn');
    const ipnShop = await startIpnShop({
      cluster,
      database: 'ipn',
      poolMax: settings.poolMax,
      env: {
        WEB_CONCURRENCY: String(settings.ipnWebProcesses),
        BACKGROUND_JOBS: settings.ipnJobs,
      },
    });
    onCleanup(() => ipnShop.stop());
    const ipn = await runIpnBurst({
      cluster,
      database: 'ipn',
      ...ipnShop,
      orders: settings.ipnOrders,
      copies: settings.ipnCopies,
      connections: settings.ipnConnections,
      log,
    });
    await ipnShop.stop();
    results.ipn = {
      ...ipn,
      exactlyOnce: ipn.ok,
      webProcesses: settings.ipnWebProcesses,
      jobs: settings.ipnJobs,
    };
  }

  if (runs('pglite')) {
    log('(4) the on-sale spike on the embedded PGlite default');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
    onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    // First start: migrations and the demo season; then the bench's ticket types, written while
    // the shop is stopped (PGlite is one process's database).
    // All load from one address: the per-client hold limits off (HOLD_LIMIT_PER_CLIENT=0).
    const pgliteEnv = { HOLD_LIMIT_PER_CLIENT: '0' };
    await (await startShop({ dataDir, port, poolMax: 1, env: pgliteEnv })).stop();
    const sql = pgliteAccess(path.join(dataDir, 'pglite'));
    const types = await createOnSaleTypes(sql, {
      sellOutCapacity: settings.pgliteSellOutCapacity,
    });
    const shop = await startShop({ dataDir, port, poolMax: 1, env: pgliteEnv });
    onCleanup(() => shop.stop());
    const cart = await runCartScenario({
      shop,
      types: { ...types, sellOutCapacity: settings.pgliteSellOutCapacity },
      pool,
      cursor,
      secret: appSecret,
      settings,
      measure: measurer(() => [shop.pid]),
      baselines: { hello: helloLoad },
      liveHolds: null,
      log,
    });
    await shop.stop();
    cart.sellOut.checks = sellOutChecks(cart.sellOut, await typeState(sql, types.sellout));
    results.pglite = cart;
  }

  if (runs('export')) {
    log(`(6) the exports: ${settings.exportOrders.toLocaleString('en-US')} orders, XLSX and CSV`);
    cluster.psql('postgres', 'create database exports');
    const shop = await startShop({
      cluster,
      database: 'exports',
      port: await freePort(),
      poolMax: settings.poolMax,
    });
    onCleanup(() => shop.stop());
    results.export = await runExportScenario({
      cluster,
      database: 'exports',
      shop,
      orders: settings.exportOrders,
      formats: settings.exportFormats,
      log,
    });
    await shop.stop();
  }

  results.keys.used = cursor.next;
  results.keys.mintedLive = cursor.mintedLive ?? 0;
  results.quietWaitSeconds = Math.round(quietSpentMs / 1000);
  results.seconds = Math.round((Date.now() - started) / 1000);

  const report = renderReport(results);
  console.log(report);
  fs.mkdirSync('test-results', { recursive: true });
  fs.writeFileSync(path.join('test-results', 'bench.json'), JSON.stringify(results, null, 2));
  if (settings.only.length === 6 && process.env.BENCH_NO_DOCS === undefined) {
    fs.mkdirSync(path.join('docs', 'bench'), { recursive: true });
    fs.writeFileSync(path.join('docs', 'bench', 'results.json'), JSON.stringify(results, null, 2));
    writeChart(results, path.join('docs', 'bench', 'goals.svg'));
    updatePerformanceDoc(path.join('docs', 'performance.md'), report);
    log('written: docs/bench/results.json, docs/bench/goals.svg, docs/performance.md');
  } else {
    log('figures in test-results/bench.json (a partial run leaves the docs as they are)');
  }
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
