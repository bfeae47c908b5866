// Starts what the browser tests run against: a throwaway PostgreSQL (or TEST_DATABASE_URL), and two
// instances of the built server, each on its own fresh database seeded with the demo season. The
// second one is for tests that switch maintenance on, so they cannot disturb the others.
// Playwright starts this as its web server and stops it with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminQuery, dropDatabase, uniqueName, withDatabase } from './databases.js';
import { startMailCatcher } from './mail-catcher.js';
import { startPgServer } from './pg-server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const serverEntry = path.join(root, 'apps', 'server', 'dist', 'server.js');
const envFile = path.join(root, 'test-results', 'e2e-env.json');

if (!fs.existsSync(serverEntry)) {
  process.stderr.write('The server is not built: run `npm run build` first.\n');
  process.exit(1);
}

const mainPort = Number(process.env.E2E_PORT ?? 3210);
const maintenancePort = Number(process.env.E2E_MAINTENANCE_PORT ?? mainPort + 1);

const pg = await startPgServer();
// Every e-mail goes out through SMTP to the catcher, as in production; the journeys read it there.
const mail = await startMailCatcher();
const databases: string[] = [];
const children: ChildProcess[] = [];

async function startInstance(port: number): Promise<{ url: string; databaseUrl: string }> {
  const name = uniqueName('e2e');
  await adminQuery(pg.url, `create database "${name}"`);
  databases.push(name);
  const databaseUrl = withDatabase(pg.url, name);
  const child = spawn(process.execPath, [serverEntry], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // The journeys' API sign-ins and registrations name a visitor's address of their own, as a
      // proxy in front would (e2e/support.ts, visitorAddress); the browser's requests name none.
      TRUST_PROXY: '127.0.0.1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SMTP_URL: mail.smtpUrl,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // No load shedding: two browsers, the build and the journeys share two cores, and a lagging
      // event loop must not turn a journey's request into 503 `overloaded`.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      process.stderr.write(`server on port ${port} exited with ${code}\n`);
      void stop(1);
    }
  });
  return { url: `http://127.0.0.1:${port}`, databaseUrl };
}

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) {
            resolve();
            return;
          }
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
  if (pg.kind === 'given') {
    for (const name of databases) await dropDatabase(pg.url, name);
  }
  await pg.stop();
  await mail.close();
  process.exit(code);
}

process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

const main = await startInstance(mainPort);
const maintenance = await startInstance(maintenancePort);
fs.mkdirSync(path.dirname(envFile), { recursive: true });
fs.writeFileSync(envFile, JSON.stringify({ main, maintenance, mail: { url: mail.url } }, null, 2));
// Also under the port: runs on other ports (other people's, on a shared machine) overwrite the
// file above, and a journey must read its own servers' databases.
fs.writeFileSync(
  path.join(path.dirname(envFile), `e2e-env-${String(mainPort)}.json`),
  JSON.stringify({ main, maintenance, mail: { url: mail.url } }, null, 2),
);
process.stdout.write(`e2e servers: ${main.url} and ${maintenance.url} (${pg.kind} PostgreSQL)\n`);
