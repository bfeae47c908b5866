import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startServerProcesses,
  stopServerProcesses,
  type ServerProcess,
} from '../../../test/server-processes.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { createShow, heldMismatches, liveHeld } from './cart-test-kit.js';

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

/**
 * Decision 0024: the per-address limit holds under concurrency and across processes. Forty adds
 * from one address (127.0.0.1), each a cart of its own, on four ticket types of one performance
 * (four types: the adds do not queue behind one ticket type's lock), sent at once through two
 * server processes: exactly 20 are granted, the other 20 are asked for a challenge.
 */
describe('the per-address hold limit under concurrency', () => {
  it('grants exactly the free allowance of 20 to one address across two processes', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('servers missing');
    const { typeIds } = await createShow(database.db, { capacity: 423, extraTypes: 3 });
    const keys = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const res = await fetch(`${(i % 2 === 0 ? first : second).url}/api/cart/get-key`);
        return ((await res.json()) as { cart_key: string }).cart_key;
      }),
    );
    const replies = await Promise.all(
      keys.map(async (key, i) => {
        const { url } = i % 2 === 0 ? first : second;
        const res = await fetch(`${url}/api/cart/${key}/add`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'en' },
          body: JSON.stringify({ id: typeIds[i % typeIds.length], cart_key: key }),
        });
        return { status: res.status, body: (await res.json()) as { code?: string } };
      }),
    );
    const granted = replies.filter((reply) => reply.status === 200);
    const asked = replies.filter((reply) => reply.status === 428);
    expect(granted).toHaveLength(20);
    expect(asked).toHaveLength(20);
    expect(asked.every((reply) => reply.body.code === 'challenge_required')).toBe(true);
    let held = 0;
    for (const typeId of typeIds) held += await liveHeld(database.db, typeId);
    expect(held).toBe(20);
    expect(await heldMismatches(database.db)).toEqual([]);
  });
});
