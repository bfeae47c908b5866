import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startServerProcesses,
  stopServerProcesses,
  type ServerProcess,
} from '../../../test/server-processes.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';

let database: TestDatabase;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  servers = await startServerProcesses(database.url, 2);
}, 90_000);

afterAll(async () => {
  await stopServerProcesses(servers);
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
