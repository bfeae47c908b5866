import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/pg-server.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not start`);
}

let database: TestDatabase;
const servers: { url: string; child: ChildProcess }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 0; i < 2; i += 1) {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        WEB_DIST_DIR: path.join(serverDir, 'no-web-dist'),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    servers.push({ url: `http://127.0.0.1:${port}`, child });
  }
  await Promise.all(servers.map((server) => waitUntilUp(server.url, server.child)));
}, 90_000);

afterAll(async () => {
  await Promise.all(
    servers.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) {
            resolve();
            return;
          }
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await database.destroy();
});

describe('rate limits across processes', () => {
  it('counts the requests of two server processes on one database together', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('servers missing');
    expect(first.child.pid).not.toBe(second.child.pid);
    const email = `two-processes-${Date.now()}@example.org`;
    const statuses: number[] = [];
    // Alternating: each process alone sees only 3 of the 6 requests, under the limit of 5.
    for (let i = 0; i < 6; i += 1) {
      const { url } = i % 2 === 0 ? first : second;
      const res = await fetch(`${url}/api/send-magic-link`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ email }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
