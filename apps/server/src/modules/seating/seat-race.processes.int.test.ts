import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startServerProcesses,
  stopServerProcesses,
  type ServerProcess,
} from '../../../test/server-processes.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { heldMismatches } from '../cart/cart-test-kit.js';
import { createSeatedShow } from './seating-test-kit.js';

let database: TestDatabase;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  servers = await startServerProcesses(database.url, 2, { TRUST_PROXY: '127.0.0.1' });
}, 90_000);

afterAll(async () => {
  await stopServerProcesses(servers);
  await database.destroy();
});

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('seats raced for across processes', () => {
  it('400 carts through two processes asking for overlapping seats: one winner per seat', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('servers missing');
    const show = await createSeatedShow(database.db, { rows: 6, seatsPerRow: 10 });
    const all = show.seats.flat();
    const next = random(7);
    const requests = Array.from({ length: 400 }, (_, i) => {
      const wanted = new Set<number>();
      const size = 1 + Math.floor(next() * 4);
      while (wanted.size < size) wanted.add(all[Math.floor(next() * all.length)] ?? 0);
      return { server: i % 2 === 0 ? first : second, seats: [...wanted], i };
    });
    const keys = await Promise.all(
      requests.map(async ({ server }) => {
        const res = await fetch(`${server.url}/api/cart/get-key`);
        return ((await res.json()) as { cart_key: string }).cart_key;
      }),
    );
    const replies = await Promise.all(
      requests.map(async ({ server, seats, i }) => {
        const key = keys[i] ?? '';
        const res = await fetch(`${server.url}/api/cart/${key}/seats`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'accept-language': 'en',
            'x-forwarded-for': `10.40.${Math.floor(i / 250)}.${(i % 250) + 1}`,
          },
          body: JSON.stringify({ cart_key: key, event_id: show.eventId, seat_ids: seats }),
        });
        const body = (await res.json()) as { code?: string; seat_ids?: number[] };
        return { status: res.status, body, seats, key, server: i % 2 };
      }),
    );
    const won = replies.filter((reply) => reply.status === 200);
    const lost = replies.filter((reply) => reply.status === 409);
    expect(won.length + lost.length).toBe(400);
    expect(lost.every((reply) => reply.body.code === 'seat_taken')).toBe(true);
    expect(new Set(won.map((reply) => reply.server)).size).toBe(2);

    // No seat went to two carts, and every seat a winner asked for is held by its cart.
    const winners = won.flatMap((reply) => reply.seats);
    expect(new Set(winners).size).toBe(winners.length);
    const { rows } = await sql<{ hall_seat_id: number; key_hash: string }>`
      select ps.hall_seat_id, c.key_hash
        from performance_seats ps join holds h on h.id = ps.hold_id join carts c on c.id = h.cart_id
       where ps.event_id = ${show.eventId} and hold_is_live(h.expires_at, clock_timestamp())
    `.execute(database.db);
    expect(rows).toHaveLength(winners.length);
    const heldSeats = new Set(rows.map((row) => row.hall_seat_id));
    // Every seat a refusal named was really taken (by a winner), and was one it asked for.
    for (const reply of lost) {
      expect(reply.body.seat_ids?.length).toBeGreaterThan(0);
      for (const seat of reply.body.seat_ids ?? []) {
        expect(reply.seats).toContain(seat);
        expect(heldSeats.has(seat)).toBe(true);
      }
    }
    expect(await heldMismatches(database.db)).toEqual([]);
    const zones = await database.db
      .selectFrom('ticket_types')
      .select(['id', 'held'])
      .where('id', 'in', [show.front, show.back])
      .orderBy('id')
      .execute();
    expect(zones.reduce((sum, zone) => sum + zone.held, 0)).toBe(winners.length);
  });
});
