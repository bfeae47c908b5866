// `npm run audit:lighthouse`: Lighthouse's mobile preset (its default configuration, with the
// default simulated throttling) on the home page and on an event page of the built shop, five runs
// each; the medians of the category scores and of the key metrics go to test-results/lighthouse.json
// and to a table. It builds nothing: run `npm run build` first. The shop runs in demo mode on an
// embedded database of its own (a temporary folder), on a free port, and is stopped afterwards,
// also when a run fails. Figures for docs/accessibility.md, not a CI gate: on two shared cores
// they move from run to run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps', 'server', 'dist', 'server.js');
const webIndex = path.join(root, 'apps', 'web', 'dist', 'index.html');
const output = path.join(root, 'test-results', 'lighthouse.json');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metrics = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

if (!fs.existsSync(serverEntry) || !fs.existsSync(webIndex)) {
  process.stderr.write('The shop is not built: run `npm run build` first.\n');
  process.exit(1);
}

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-shop-'));
let server = null;
let chrome = null;

/** Stops Chrome and the shop (by their PIDs) and removes the temporary database. */
async function cleanUp() {
  if (chrome) {
    await Promise.resolve(chrome.kill()).catch(() => {});
    chrome = null;
  }
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(server.pid, 'SIGTERM');
    const timer = setTimeout(() => {
      if (server.exitCode === null) process.kill(server.pid, 'SIGKILL');
    }, 15_000);
    await exited;
    clearTimeout(timer);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

async function startShop() {
  // The embedded database: no DATABASE_URL, whatever the calling shell has.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the shop exited with ${server.exitCode}`);
    try {
      const reply = await fetch(`${base}/api/available`, { signal: AbortSignal.timeout(2_000) });
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the shop did not answer within 180 s');
}

async function audit(url) {
  chrome = await chromeLauncher.launch({
    chromePath,
    // A Hungarian visitor: the root addresses are the Hungarian pages (decision 0061); a browser
    // in another language would be moved to the English ones.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--lang=hu-HU'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    return {
      scores: Object.fromEntries(
        categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ),
      metrics: Object.fromEntries(
        Object.entries(metrics).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
      ),
      failed: Object.values(lhr.categories.accessibility.auditRefs)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    await Promise.resolve(chrome.kill()).catch(() => {});
    chrome = null;
  }
}

/** Lighthouse now and then fails to record a load on a busy machine (NO_NAVSTART): try again. */
async function auditWithRetry(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      process.stdout.write(`  run failed (${error.message}); trying again\n`);
    }
  }
}

function summarise(results) {
  return {
    scores: Object.fromEntries(
      categories.map((id) => [id, median(results.map((r) => r.scores[id]))]),
    ),
    metrics: Object.fromEntries(
      Object.keys(metrics).map((key) => [key, median(results.map((r) => r.metrics[key]))]),
    ),
  };
}

let exitCode = 0;
try {
  process.stdout.write(`starting the shop (demo mode, embedded database) on ${base}\n`);
  await startShop();
  const events = await (await fetch(`${base}/api/events`)).json();
  const open = (e) => e.on_sale && !e.sold_out && !e.vip_only && !e.cancelled;
  const event = events.find((e) => open(e) && !e.seated) ?? events[0];
  if (!event) throw new Error('the demo season has no events');
  const seated = events.find((e) => open(e) && e.seated);
  const pages = {
    home: `${base}/`,
    event: `${base}/events/${event.url}`,
    ...(seated ? { seated: `${base}/events/${seated.url}` } : {}),
  };

  const report = {
    date: new Date().toISOString(),
    lighthouse: 'default configuration (mobile preset, simulated throttling)',
    runs,
    cpus: os.cpus().length,
    pages: {},
  };
  for (const [name, url] of Object.entries(pages)) {
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await auditWithRetry(url);
      process.stdout.write(
        `${name} run ${run}/${runs}: ${categories.map((c) => `${c} ${result.scores[c]}`).join(', ')}` +
          (result.failed.length > 0 ? ` (accessibility: ${result.failed.join(', ')})` : '') +
          '\n',
      );
      results.push(result);
    }
    report.pages[name] = { url: url.replace(base, ''), median: summarise(results), results };
  }

  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);

  const ms = (value) => `${Math.round(value)} ms`;
  const rows = Object.entries(report.pages).map(([name, { median: m }]) => ({
    page: name,
    performance: m.scores.performance,
    accessibility: m.scores.accessibility,
    'best-practices': m.scores['best-practices'],
    seo: m.scores.seo,
    FCP: ms(m.metrics.fcp),
    LCP: ms(m.metrics.lcp),
    TBT: ms(m.metrics.tbt),
    CLS: m.metrics.cls.toFixed(3),
    'Speed Index': ms(m.metrics.si),
  }));
  process.stdout.write(`\nmedians of ${runs} runs (written to ${path.relative(root, output)}):\n`);
  console.table(rows);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
