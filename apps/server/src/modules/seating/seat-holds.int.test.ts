import type { CartReply, SeatMapReply, SeatStatusReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { hashCartKey } from '../cart/cart-key.js';
import { createShow, expireCart, heldMismatches } from '../cart/cart-test-kit.js';
import { add, call, del, newKey, remove, t } from '../cart/cart-test-support.js';
import { createSeatedShow } from './seating-test-kit.js';

// Seats held in a cart (decision 0036): the map and its compact status, holding all or none,
// seats taken meanwhile named, concessions, giving seats back, and a hold that expires.

type Reply<T> = T & { code?: string; message?: string; errors?: Record<string, string[]> };

const hold = (key: string, body: object, lang: 'hu' | 'en' = 'en') =>
  call<Reply<CartReply> & { seat_ids?: number[] }>('POST', `/api/cart/${key}/seats`, {
    body: { cart_key: key, ...body },
    lang,
  });
const release = (key: string, body: object) =>
  call<Reply<CartReply>>('POST', `/api/cart/${key}/seats/remove`, {
    body: { cart_key: key, ...body },
  });
const seatMap = (id: number | string, key?: string) =>
  call<Reply<SeatMapReply>>('GET', `/api/events/${id}/seat-map${key ? `?cart_key=${key}` : ''}`);
const seatStatus = (id: number, key?: string, etag?: string) =>
  call<SeatStatusReply>('GET', `/api/events/${id}/seat-status${key ? `?cart_key=${key}` : ''}`, {
    headers: etag ? { 'if-none-match': etag } : {},
  });

describe('the seat map', () => {
  it('draws a seated performance: sections, rows, seats with zones and states, prices', async () => {
    const show = await createSeatedShow(t.database.db, { rows: 4, seatsPerRow: 8 });
    const event = await call<{ seated: boolean }>('GET', `/api/events/${show.eventId}`);
    expect(event.body.seated).toBe(true);

    const map = await seatMap(show.url);
    expect(map.status).toBe(200);
    expect(map.body.sections).toHaveLength(1);
    const [section] = map.body.sections;
    expect(section).toMatchObject({ name: 'Földszint', name_translations: { en: 'Stalls' } });
    expect(section?.rows.map((row) => row.label)).toEqual(['1', '2', '3', '4']);
    const firstRow = section?.rows[0]?.seats ?? [];
    expect(firstRow.map((seat) => seat.id)).toEqual(show.seats[0]);
    expect(firstRow[0]).toMatchObject({ label: '1', status: 'free', ticket_type_id: show.front });
    // The aisle: the second half of the row is another run of adjacent seats.
    expect(firstRow.map((seat) => seat.block)).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
    expect(section?.rows[3]?.seats[0]?.ticket_type_id).toBe(show.back);
    expect(map.body.ticket_types).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: show.front, zones: null, available: 16 }),
        expect.objectContaining({ id: show.back, zones: null, available: 16 }),
        expect.objectContaining({
          id: show.concession,
          price: 2500,
          zones: [show.front, show.back].sort((a, b) => a - b),
          available: 32,
        }),
      ]),
    );
  });

  it('answers seat_map_not_found for general admission, and 404 for an unknown one', async () => {
    const plain = await createShow(t.database.db);
    const map = await seatMap(plain.eventId);
    expect(map.status).toBe(404);
    expect(map.body.code).toBe('seat_map_not_found');
    expect(
      (await call<{ seated: boolean }>('GET', `/api/events/${plain.eventId}`)).body.seated,
    ).toBe(false);
    expect((await seatMap(2_000_000_000)).body.code).toBe('event_not_found');
  });
});

describe('holding seats', () => {
  it('holds all the seats asked for, one cart line per seat, marked as mine', async () => {
    const show = await createSeatedShow(t.database.db);
    const [a, b] = show.seats[0] as [number, number];
    const key = await newKey();
    const held = await hold(key, { event_id: show.eventId, seat_ids: [a, b] });
    expect(held.status).toBe(200);
    const tickets = held.body.items.filter((item) => item.seat);
    expect(tickets).toHaveLength(2);
    expect(tickets[0]).toMatchObject({
      id: show.front,
      quantity: 1,
      price: 6000,
      seat: { id: a, section: 'Földszint', section_translations: { en: 'Stalls' }, row: '1' },
    });
    expect(held.body.summary.tickets).toBe(2);

    const mine = await seatMap(show.eventId, key);
    const row = mine.body.sections[0]?.rows[0]?.seats ?? [];
    expect(row.slice(0, 3).map((seat) => [seat.status, seat.mine ?? false])).toEqual([
      ['held', true],
      ['held', true],
      ['free', false],
    ]);
    const status = await seatStatus(show.eventId, key);
    expect(status.body.status.slice(0, 3)).toBe('mmf');
    expect(status.body.status).toHaveLength(32);
    expect((await seatStatus(show.eventId)).body.status.slice(0, 3)).toBe('hhf');

    // Holding again what the cart holds changes nothing.
    const again = await hold(key, { event_id: show.eventId, seat_ids: [a] });
    expect(again.status).toBe(200);
    expect(again.body.summary.tickets).toBe(2);
    expect(await heldMismatches(t.database.db)).toEqual([]);
  });

  it('answers 304 to a poll while nothing changed, and a new state after a hold', async () => {
    const show = await createSeatedShow(t.database.db);
    const first = await seatStatus(show.eventId);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect((await seatStatus(show.eventId, undefined, etag)).status).toBe(304);
    const key = await newKey();
    await hold(key, { event_id: show.eventId, seat_ids: [show.seats[1]?.[0]] });
    const changed = await seatStatus(show.eventId, undefined, etag);
    expect(changed.status).toBe(200);
    expect(changed.body.status.slice(8, 9)).toBe('h');
  });

  it('holds none when any seat is taken, and names the taken seat in the message', async () => {
    const show = await createSeatedShow(t.database.db);
    const [a, b, c] = show.seats[2] as [number, number, number];
    const first = await newKey();
    expect((await hold(first, { event_id: show.eventId, seat_ids: [b] })).status).toBe(200);
    const second = await newKey();
    const refused = await hold(second, { event_id: show.eventId, seat_ids: [a, b, c] }, 'hu');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'seat_taken', seat_ids: [b] });
    expect(refused.body.message).toContain('Földszint, 3. sor, 2. szék');
    // All or none: the second cart got nothing, a and c are still free.
    const status = (await seatStatus(show.eventId)).body.status;
    expect(status.slice(16, 19)).toBe('fhf');
    expect((await call<CartReply>('GET', `/api/cart/${second}`)).body.items).toEqual([]);
    expect(await heldMismatches(t.database.db)).toEqual([]);
  });

  it('refuses seats of another hall, a concession not valid there, and /add on a seated show', async () => {
    const show = await createSeatedShow(t.database.db);
    const other = await createSeatedShow(t.database.db);
    const key = await newKey();
    const foreign = await hold(key, { event_id: show.eventId, seat_ids: [other.seats[0]?.[0]] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors?.seat_ids).toBeDefined();
    const wrongPrice = await hold(key, {
      event_id: show.eventId,
      seat_ids: [show.seats[0]?.[0]],
      ticket_type_id: other.concession,
    });
    expect(wrongPrice.status).toBe(422);
    expect(wrongPrice.body.errors?.ticket_type_id).toBeDefined();
    const added = await add(key, show.front);
    expect(added.status).toBe(409);
    expect(added.body.code).toBe('seat_selection_required');
    const noEvent = await hold(key, { seat_ids: [show.seats[0]?.[0]] });
    expect(noEvent.status).toBe(422);
    expect(noEvent.body.errors?.event_id).toBeDefined();
  });

  it('sells a seat with a concession at its price, and names the performance by the concession', async () => {
    const show = await createSeatedShow(t.database.db);
    const key = await newKey();
    const seat = show.seats[3]?.[7] ?? 0;
    const held = await hold(key, { seat_ids: [seat], ticket_type_id: show.concession });
    expect(held.status).toBe(200);
    expect(held.body.items[0]).toMatchObject({
      id: show.concession,
      price: 2500,
      seat: { id: seat, row: '4', label: '8' },
    });
    // The seat counts in its zone.
    const map = await seatMap(show.eventId);
    expect(map.body.ticket_types.find((type) => type.id === show.back)?.available).toBe(15);
  });
});

describe('giving seats back', () => {
  it('frees seats by id, by a line’s remove (its last seat) and delete (all of them)', async () => {
    const show = await createSeatedShow(t.database.db);
    const [a, b, c, d] = show.seats[0] as [number, number, number, number];
    const key = await newKey();
    await hold(key, { event_id: show.eventId, seat_ids: [a, b, c, d] });
    const byId = await release(key, { seat_ids: [a], event_id: show.eventId });
    expect(byId.status).toBe(200);
    expect(byId.body.items.filter((item) => item.seat).map((item) => item.seat?.id)).toEqual([
      b,
      c,
      d,
    ]);
    const one = await remove(key, show.front);
    expect(one.body.items.filter((item) => item.seat).map((item) => item.seat?.id)).toEqual([b, c]);
    const line = await del(key, show.front);
    expect(line.body.items).toEqual([]);
    expect((await seatStatus(show.eventId)).body.status.slice(0, 4)).toBe('ffff');
    expect((await release(key, { seat_ids: [a] })).body.code).toBe('cart_item_not_found');
    expect(await heldMismatches(t.database.db)).toEqual([]);
  });

  it('frees a seat the instant its hold expires: another cart takes it', async () => {
    const show = await createSeatedShow(t.database.db);
    const seat = show.seats[1]?.[3] ?? 0;
    const first = await newKey();
    await hold(first, { event_id: show.eventId, seat_ids: [seat] });
    await expireCart(t.database.db, hashCartKey(first));
    expect((await seatStatus(show.eventId)).body.status.slice(11, 12)).toBe('f');
    const second = await newKey();
    const taken = await hold(second, { event_id: show.eventId, seat_ids: [seat] });
    expect(taken.status).toBe(200);
    expect(await heldMismatches(t.database.db)).toEqual([]);
    const zone = await t.database.db
      .selectFrom('ticket_types')
      .select(['held', 'capacity'])
      .where('id', '=', show.front)
      .executeTakeFirstOrThrow();
    expect(zone).toEqual({ held: 1, capacity: 16 });
  });
});
