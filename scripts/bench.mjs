#!/usr/bin/env node
// npm run bench: throughput of the hot read paths of a sale spike, as ratios to a baseline measured
// in the same run on the same machine (a Fastify hello-world in its own process), because this
// machine is noisy and absolute figures do not travel. Loopback only; every run is bounded.
//
// Needs a built server (npm run build) and PostgreSQL (TEST_DATABASE_URL, or the system's
// binaries for a throwaway cluster), like the tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = 3310;
const baselinePort = 3312;

function startProcess(command, args, env = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  child.stdout.on('data', () => undefined);
  return child;
}

async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, headers: { 'accept-encoding': 'identity' } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const baselineSource = `
  import Fastify from 'fastify';
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: ${baselinePort}, host: '127.0.0.1' });
`;
const baselineFile = path.join('apps', 'server', 'dist', 'bench-baseline.mjs');
if (!fs.existsSync(path.join('apps', 'server', 'dist', 'server.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
fs.writeFileSync(baselineFile, baselineSource);

const shop = startProcess('npx', ['tsx', 'apps/server/test/e2e-server.ts'], {
  E2E_PORT: String(port),
  E2E_LOG_LEVEL: 'error',
});
const baseline = startProcess(process.execPath, [baselineFile]);
try {
  await waitFor(`http://127.0.0.1:${port}/api/available`);
  await waitFor(`http://127.0.0.1:${baselinePort}/`);
  const events = await (await fetch(`http://127.0.0.1:${port}/api/events`)).json();
  const slug = events[0].url;
  const targets = [
    ['baseline: hello-world JSON', `http://127.0.0.1:${baselinePort}/`],
    ['GET /storage/programs.json', `http://127.0.0.1:${port}/storage/programs.json`],
    ['GET /api/events (database)', `http://127.0.0.1:${port}/api/events`],
    ['GET /api/events/{slug}', `http://127.0.0.1:${port}/api/events/${slug}`],
    [
      'GET /api/events/{slug}/ticket-infos',
      `http://127.0.0.1:${port}/api/events/${slug}/ticket-infos`,
    ],
  ];
  const rows = [];
  for (const [name, url] of targets) {
    const result = await load(url);
    rows.push({
      name,
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  const base = rows[0].rps;
  console.log(
    `\n${connections} connections, ${duration} s each, on ${process.arch}, Node ${process.version}\n`,
  );
  console.log('| path | req/s | ratio to baseline | p99 ms | errors |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${(row.rps / base).toFixed(3)} | ${row.p99} | ${row.errors} |`,
    );
  }
} finally {
  shop.kill('SIGTERM');
  baseline.kill('SIGTERM');
  fs.rmSync(baselineFile, { force: true });
}
