import { randomUUID } from 'node:crypto';
import { doorListHash, type DoorList, type DoorSyncReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import {
  admissionOf,
  cashier,
  db,
  scan,
  showWithTickets,
  summary,
  world,
  type Staff,
} from './check-in-test-support.js';

// The door offline (decision 0042): the door list a device keeps, and the upload of what it
// admitted without a connection, with the earlier admission of a ticket winning.

const doorList = (eventId: number | string, lang: 'hu' | 'en' = 'en') =>
  world.client.call<DoorList & { code?: string }>(
    'GET',
    `/api/admin/check-in/${String(eventId)}/door-list`,
    { token: cashier.token, lang },
  );

const sync = (staff: Staff, body: object) =>
  world.client.call<DoorSyncReply & { code?: string; errors?: Record<string, string[]> }>(
    'POST',
    '/api/admin/check-in/sync',
    { body, token: staff.token },
  );

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('the door list', () => {
  it('names every ticket by a keyed hash, with its type, state and admission', async () => {
    const show = await showWithTickets(3);
    const [t1 = '', t2 = '', t3 = ''] = show.codes;
    await scan(cashier, { code: t1, event_id: show.eventId, door: 'Főbejárat' });
    await db().updateTable('tickets').set({ status: 'cancelled' }).where('code', '=', t3).execute();
    const list = await doorList(show.eventId);
    expect(list.status).toBe(200);
    expect(list.body.event.id).toBe(show.eventId);
    expect(list.body.key.length).toBeGreaterThanOrEqual(16);
    // No code in the list, in any form.
    const text = JSON.stringify(list.body);
    for (const code of show.codes) {
      expect(text).not.toContain(code);
      expect(text).not.toContain(code.replace(/-/g, ''));
    }
    const byHash = new Map(list.body.tickets.map((ticket) => [ticket.hash, ticket]));
    const lowerCaseT1 = t1.toLowerCase().replace(/-/g, ' ');
    const first = byHash.get((await doorListHash(list.body.key, lowerCaseT1)) ?? '');
    expect(first).toMatchObject({ state: 'valid', type_name: expect.any(String) as string });
    expect(first?.admitted_at).not.toBeNull();
    expect(byHash.get((await doorListHash(list.body.key, t2)) ?? '')).toMatchObject({
      state: 'valid',
      admitted_at: null,
    });
    expect(byHash.get((await doorListHash(list.body.key, t3)) ?? '')).toMatchObject({
      state: 'cancelled',
      admitted_at: null,
    });
    // The key is the performance's: the list asked for again names the tickets alike.
    expect((await doorList(show.eventId)).body.key).toBe(list.body.key);
    const other = await showWithTickets(1);
    expect((await doorList(other.eventId)).body.key).not.toBe(list.body.key);
  });

  it('is 404 for a performance that does not exist, and for staff only', async () => {
    expect((await doorList(2_000_000_000)).status).toBe(404);
    const anonymous = await world.client.call('GET', '/api/admin/check-in/1/door-list');
    expect(anonymous.status).toBe(401);
  });
});

describe('the upload of admissions made offline', () => {
  it('admits at the device time, once, and answers a batch sent again as repeated', async () => {
    const show = await showWithTickets(2);
    const [t1 = '', t2 = ''] = show.codes;
    const device = randomUUID();
    const body = {
      event_id: show.eventId,
      device_id: device,
      door: 'Oldalajtó',
      admissions: [
        { scan_id: randomUUID(), code: t1.toLowerCase(), at: minutesAgo(5) },
        { scan_id: randomUUID(), code: t2, at: minutesAgo(4) },
        { scan_id: randomUUID(), code: 'ZZZZ-ZZZZ-ZZZZ-ZZZ1', at: minutesAgo(3) },
      ],
    };
    const first = await sync(cashier, body);
    expect(first.status).toBe(200);
    expect(first.body.results.map((item) => [item.result, item.repeated])).toEqual([
      ['admitted', false],
      ['admitted', false],
      ['unknown', false],
    ]);
    const admitted = await admissionOf(t1);
    expect(admitted.checked_in_at?.toISOString()).toBe(body.admissions[0]?.at);
    expect(admitted).toMatchObject({ checked_in_door: 'Oldalajtó', checked_in_by: cashier.userId });

    const again = await sync(cashier, body);
    expect(again.body.results.map((item) => [item.result, item.repeated])).toEqual([
      ['admitted', true],
      ['admitted', true],
      ['unknown', false],
    ]);
    expect(await admissionOf(t1)).toEqual(admitted);
    const rows = await db()
      .selectFrom('door_admissions')
      .select('id')
      .where('event_id', '=', show.eventId)
      .execute();
    expect(rows).toHaveLength(2);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('entity', '=', 'order')
      .where('entity_id', '=', String(show.orderId))
      .where('action', '=', 'ticket.admitted_offline')
      .execute();
    expect(audit).toHaveLength(2);
    expect((await summary(show.eventId)).body).toMatchObject({ admitted: 2, conflicts: [] });
  });

  it('keeps the earlier admission by the devices time and flags the later', async () => {
    const show = await showWithTickets(3);
    const [t1 = '', t2 = '', t3 = ''] = show.codes;
    // Admitted online now; a device had admitted t1 offline earlier, and t2 later.
    await scan(cashier, { code: t1, event_id: show.eventId, door: 'Főbejárat' });
    await scan(cashier, { code: t2, event_id: show.eventId, door: 'Főbejárat' });
    const earlierAt = minutesAgo(20);
    const reply = await sync(cashier, {
      event_id: show.eventId,
      device_id: randomUUID(),
      door: 'Oldalajtó',
      admissions: [
        { scan_id: randomUUID(), code: t1, at: earlierAt },
        { scan_id: randomUUID(), code: t2, at: new Date(Date.now() + 60_000).toISOString() },
      ],
    });
    expect(reply.body.results.map((item) => item.result)).toEqual(['admitted', 'conflict']);
    expect((await admissionOf(t1)).checked_in_door).toBe('Oldalajtó');
    expect((await admissionOf(t1)).checked_in_at?.toISOString()).toBe(earlierAt);
    expect((await admissionOf(t2)).checked_in_door).toBe('Főbejárat');

    // A tie with the admission recorded: the one recorded first stays.
    const tieDevice = randomUUID();
    const tie = await sync(cashier, {
      event_id: show.eventId,
      device_id: tieDevice,
      door: 'Hátsó ajtó',
      admissions: [{ scan_id: randomUUID(), code: t1, at: earlierAt }],
    });
    expect(tie.body.results[0]?.result).toBe('conflict');
    expect((await admissionOf(t1)).checked_in_door).toBe('Oldalajtó');

    // Cancelled before the device came back online: recorded, flagged, not admitted.
    await db().updateTable('tickets').set({ status: 'cancelled' }).where('code', '=', t3).execute();
    const late = await sync(cashier, {
      event_id: show.eventId,
      device_id: tieDevice,
      door: 'Hátsó ajtó',
      admissions: [{ scan_id: randomUUID(), code: t3, at: minutesAgo(1) }],
    });
    expect(late.body.results[0]?.result).toBe('cancelled');
    expect((await admissionOf(t3)).checked_in_at).toBeNull();

    const { conflicts } = (await summary(show.eventId)).body;
    expect(conflicts.map((item) => [item.code, item.door, item.offline])).toEqual([
      [t3, 'Hátsó ajtó', true],
      [t1, 'Hátsó ajtó', true],
      [t2, 'Oldalajtó', true],
      // The online admission the earlier offline one displaced.
      [t1, 'Főbejárat', false],
    ]);
    expect(conflicts[3]).toMatchObject({ kept_at: earlierAt, kept_door: 'Oldalajtó' });
  });

  it('takes a scan that reached the server online as that admission', async () => {
    const show = await showWithTickets(1);
    const code = show.codes[0] ?? '';
    const scanId = randomUUID();
    await scan(cashier, { code, event_id: show.eventId, door: 'Főbejárat', scan_id: scanId });
    const reply = await sync(cashier, {
      event_id: show.eventId,
      device_id: randomUUID(),
      door: 'Főbejárat',
      admissions: [{ scan_id: scanId, code, at: minutesAgo(1) }],
    });
    expect(reply.body.results[0]).toMatchObject({ result: 'admitted', repeated: true });
    expect((await summary(show.eventId)).body.conflicts).toEqual([]);
  });

  it('refuses bad input per field before recording anything', async () => {
    const show = await showWithTickets(1);
    const code = show.codes[0] ?? '';
    const base = { event_id: show.eventId, device_id: randomUUID(), door: 'Főbejárat' };
    const bad = await sync(cashier, {
      ...base,
      admissions: [
        { scan_id: randomUUID(), code, at: minutesAgo(1) },
        { scan_id: randomUUID(), code: 'not a code', at: minutesAgo(1) },
        { scan_id: randomUUID(), code, at: new Date(Date.now() + 3_600_000).toISOString() },
      ],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      'admissions.1.code',
      'admissions.2.at',
    ]);
    expect((await admissionOf(code)).checked_in_at).toBeNull();
    const shape = await sync(cashier, { ...base, device_id: 'x', admissions: [] });
    expect(shape.status).toBe(422);
    expect(Object.keys(shape.body.errors ?? {}).sort()).toEqual(['admissions', 'device_id']);
    const gone = await sync(cashier, {
      ...base,
      event_id: 2_000_000_000,
      admissions: [{ scan_id: randomUUID(), code, at: minutesAgo(1) }],
    });
    expect(gone.status).toBe(404);
  });
});
