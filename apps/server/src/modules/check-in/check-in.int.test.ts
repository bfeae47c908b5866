import type {
  CheckInReply,
  CheckInSummary,
  CheckInUndoReply,
  OrderReply,
  PaymentInitReply,
} from '@theatre/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShow } from '../cart/cart-test-kit.js';
import {
  createCheckoutWorld,
  payOnPage,
  receiptOrder,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { cancelOrderDocuments } from '../documents/cancel-order-documents.js';
import { newTicketCode } from '../documents/ticket-code.js';

type Staff = { token: string; userId: number; name: string };

let world: CheckoutWorld;
let buyer: { token: string };
let cashier: Staff;
let admin: Staff;

const db = () => world.t.database.db;

async function staffMember(role: 'cashier' | 'admin'): Promise<Staff> {
  const signedIn = await signedInBuyer(world, role, role);
  const { name } = await db()
    .selectFrom('users')
    .select('name')
    .where('id', '=', signedIn.userId)
    .executeTakeFirstOrThrow();
  return { token: signedIn.token, userId: signedIn.userId, name };
}

beforeAll(async () => {
  world = await createCheckoutWorld();
  buyer = await signedInBuyer(world);
  cashier = await staffMember('cashier');
  admin = await staffMember('admin');
});
afterAll(async () => {
  await world.close();
});

/** A paid order of `quantity` tickets of a ticket type: its id and its tickets' codes. */
async function paidTickets(typeId: number, quantity: number) {
  const key = await world.client.newKey();
  for (let index = 0; index < quantity; index += 1) {
    const added = await world.client.add(key, typeId, buyer.token);
    if (added.status !== 200) throw new Error(`add answered ${added.status}`);
  }
  const stored = await world.client.call<OrderReply>('POST', '/api/order/store', {
    body: receiptOrder(key),
    token: buyer.token,
  });
  if (stored.status !== 201) throw new Error(`order/store answered ${stored.status}`);
  const start = await world.client.call<PaymentInitReply>('GET', `/api/payment/${stored.body.id}`, {
    token: buyer.token,
  });
  await payOnPage(start.body.url ?? '');
  await world.simulator.idle();
  const tickets = await db()
    .selectFrom('tickets')
    .select('code')
    .where('order_id', '=', stored.body.id)
    .orderBy('id')
    .execute();
  if (tickets.length !== quantity) throw new Error(`${tickets.length} tickets were issued`);
  return { orderId: stored.body.id, codes: tickets.map((ticket) => ticket.code) };
}

/** A new performance with a paid order of its tickets. */
async function showWithTickets(quantity = 1) {
  const show = await createShow(db(), { price: 5000, techFee: 290 });
  return { ...show, ...(await paidTickets(show.typeId, quantity)) };
}

const scan = (
  staff: Staff,
  body: { code: unknown; event_id: unknown; door: unknown; scan_id?: unknown },
  lang: 'hu' | 'en' = 'en',
) =>
  world.client.call<CheckInReply & { errors?: Record<string, string[]>; code?: string }>(
    'POST',
    '/api/admin/check-in',
    { body, token: staff.token, lang },
  );

const summary = (eventId: number | string) =>
  world.client.call<CheckInSummary & { code?: string }>(
    'GET',
    `/api/admin/check-in/${String(eventId)}`,
    { token: cashier.token },
  );

const undo = (staff: Staff, body: { code: string; event_id: number }) =>
  world.client.call<CheckInUndoReply & { code?: string }>('POST', '/api/admin/check-in/undo', {
    body,
    token: staff.token,
  });

const admissionOf = (code: string) =>
  db()
    .selectFrom('tickets')
    .select(['checked_in_at', 'checked_in_door', 'checked_in_by'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();

describe('door check-in', () => {
  it('admits a ticket once, then says when, where and by whom it was used', async () => {
    const show = await showWithTickets(1);
    const code = show.codes[0] ?? '';
    const first = await scan(cashier, { code, event_id: show.eventId, door: 'Főbejárat' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      result: 'admitted',
      message: 'Admit',
      ticket: {
        code,
        type_name: 'Ticket 1',
        event_id: show.eventId,
        buyer_name: 'Kovács-Nagy Éva',
        order_id: show.orderId,
      },
      checked_in_door: 'Főbejárat',
      checked_in_by: cashier.name,
    });
    expect(first.body.ticket?.event_name).toMatch(/^Test show \d+$/);
    expect(first.body.ticket?.starts_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const admittedAt = first.body.checked_in_at ?? '';
    expect(Math.abs(Date.parse(admittedAt) - Date.now())).toBeLessThan(60_000);
    expect(await admissionOf(code)).toMatchObject({
      checked_in_door: 'Főbejárat',
      checked_in_by: cashier.userId,
    });

    const again = await scan(admin, { code, event_id: show.eventId, door: 'Oldalajtó' }, 'hu');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      result: 'already_used',
      message: 'Már felhasználva',
      ticket: { code, type_name: 'Jegy 1', order_id: show.orderId },
      checked_in_at: admittedAt,
      checked_in_door: 'Főbejárat',
      checked_in_by: cashier.name,
    });
    expect(again.body.ticket?.event_name).toMatch(/^Próbaelőadás \d+$/);
    // The second door changed nothing.
    expect((await admissionOf(code)).checked_in_door).toBe('Főbejárat');
  });

  it('admits a ticket scanned at 25 doors at once exactly once', async () => {
    const show = await showWithTickets(1);
    const code = show.codes[0] ?? '';
    const replies = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        scan(index % 2 === 0 ? cashier : admin, {
          code,
          event_id: show.eventId,
          door: `Kapu ${index + 1}`,
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array<number>(25).fill(200));
    const admitted = replies.filter((reply) => reply.body.result === 'admitted');
    expect(admitted).toHaveLength(1);
    const door = admitted[0]?.body.checked_in_door;
    expect((await admissionOf(code)).checked_in_door).toBe(door);
    const refused = replies.filter((reply) => reply.body.result !== 'admitted');
    expect(refused).toHaveLength(24);
    for (const reply of refused) {
      expect(reply.body).toMatchObject({
        result: 'already_used',
        checked_in_door: door,
        checked_in_at: admitted[0]?.body.checked_in_at,
      });
    }
    expect((await summary(show.eventId)).body).toMatchObject({ valid: 1, admitted: 1 });
  });

  it('answers a scan sent again after its answer was lost with the admission it made, once', async () => {
    const show = await showWithTickets(1);
    const code = show.codes[0] ?? '';
    const body = { code, event_id: show.eventId, door: 'Főbejárat', scan_id: randomUUID() };
    const first = await scan(cashier, body);
    expect(first.body.result).toBe('admitted');
    // The door never saw that answer (the connection dropped) and sends the same scan again,
    // twice at once: each time the admission this scan made, not "already used".
    const again = await Promise.all([scan(cashier, body), scan(cashier, body)]);
    for (const reply of again) {
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        result: 'admitted',
        repeated: true,
        message: 'Admit',
        ticket: { code },
        checked_in_at: first.body.checked_in_at,
        checked_in_door: 'Főbejárat',
        checked_in_by: cashier.name,
      });
    }
    // Another scan of the same ticket (shown a second time, or at another door) is refused.
    for (const other of [
      { ...body, scan_id: randomUUID() },
      { ...body, scan_id: undefined },
    ]) {
      const reply = await scan(cashier, other);
      expect(reply.body).toMatchObject({ result: 'already_used', repeated: false });
    }
    expect(first.body.repeated).toBe(false);
    expect((await admissionOf(code)).checked_in_at?.toISOString()).toBe(first.body.checked_in_at);
    expect((await summary(show.eventId)).body).toMatchObject({ valid: 1, admitted: 1 });
    // A scan id must be a UUID.
    const odd = await scan(cashier, { ...body, scan_id: 'not-a-uuid' });
    expect(odd.status).toBe(422);
    expect(odd.body.errors?.['scan_id']).toHaveLength(1);
  });

  it('refuses a ticket for another performance and names the one it is for', async () => {
    const show = await showWithTickets(1);
    const other = await createShow(db());
    const code = show.codes[0] ?? '';
    const reply = await scan(cashier, { code, event_id: other.eventId, door: 'Főbejárat' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      result: 'wrong_event',
      message: 'Ticket for another performance',
      ticket: { code, event_id: show.eventId, order_id: show.orderId },
      checked_in_at: null,
      checked_in_door: null,
      checked_in_by: null,
    });
    const starts = await db()
      .selectFrom('events')
      .select('starts_at')
      .where('id', '=', show.eventId)
      .executeTakeFirstOrThrow();
    expect(reply.body.ticket?.starts_at).toBe(starts.starts_at.toISOString());
    expect(reply.body.ticket?.event_name).toMatch(/^Test show \d+$/);
    expect((await admissionOf(code)).checked_in_at).toBeNull();
    // It still admits at its own performance.
    const own = await scan(cashier, { code, event_id: show.eventId, door: 'Főbejárat' });
    expect(own.body.result).toBe('admitted');
  });

  it('refuses the tickets of a cancelled order, and of an order that is not paid', async () => {
    const show = await showWithTickets(2);
    const [first = '', second = ''] = show.codes;
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('orders')
          .set({ status: 'cancelled' })
          .where('id', '=', show.orderId)
          .execute();
        await cancelOrderDocuments(trx, show.orderId);
      });
    const cancelled = await scan(cashier, {
      code: first,
      event_id: show.eventId,
      door: 'Főbejárat',
    });
    expect(cancelled.body).toMatchObject({
      result: 'cancelled',
      message: 'Cancelled ticket',
      ticket: { code: first, order_id: show.orderId },
    });
    const hu = await scan(
      cashier,
      { code: second, event_id: show.eventId, door: 'Főbejárat' },
      'hu',
    );
    expect(hu.body).toMatchObject({ result: 'cancelled', message: 'Törölt jegy' });

    // Valid tickets of an order that is no longer paid do not admit either.
    const unpaid = await showWithTickets(1);
    await db()
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('id', '=', unpaid.orderId)
      .execute();
    const reply = await scan(cashier, {
      code: unpaid.codes[0],
      event_id: unpaid.eventId,
      door: 'Főbejárat',
    });
    expect(reply.body.result).toBe('cancelled');
    expect((await admissionOf(unpaid.codes[0] ?? '')).checked_in_at).toBeNull();
  });

  it('answers unknown to a well-formed code that is no ticket, and 404 for no performance', async () => {
    const show = await showWithTickets(1);
    const reply = await scan(cashier, {
      code: newTicketCode(),
      event_id: show.eventId,
      door: 'Főbejárat',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      result: 'unknown',
      message: 'Unknown ticket',
      ticket: null,
      checked_in_at: null,
      checked_in_door: null,
      checked_in_by: null,
      repeated: false,
    });
    const nowhere = await scan(cashier, {
      code: show.codes[0],
      event_id: 2_000_000_000,
      door: 'Főbejárat',
    });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.code).toBe('event_not_found');
  });

  it('reads codes typed in lower case, without hyphens, with O for 0 and I or L for 1', async () => {
    const show = await showWithTickets(3);
    // Codes with zeros and ones in them, as the alphabet allows.
    const codes = show.codes.map((code, index) => `0${String(index)}1${code.slice(3)}`);
    for (const [index, code] of codes.entries()) {
      await db()
        .updateTable('tickets')
        .set({ code })
        .where('code', '=', show.codes[index] ?? '')
        .execute();
    }
    const [a = '', b = '', c = ''] = codes;
    const typed = [
      a.toLowerCase(),
      ` ${b.replaceAll('-', '')} `,
      c.replace(/^0/, 'o').replace(/1/g, 'l').replaceAll('-', ' ').toLowerCase(),
    ];
    expect(typed[2]).toMatch(/^o2l/);
    for (const [index, code] of typed.entries()) {
      const reply = await scan(cashier, { code, event_id: show.eventId, door: 'Főbejárat' });
      expect(reply.body, code).toMatchObject({
        result: 'admitted',
        ticket: { code: codes[index] },
      });
    }
    const aliased = await scan(cashier, {
      code: a.replace(/^0/, 'O').replace(/1/, 'I'),
      event_id: show.eventId,
      door: 'Főbejárat',
    });
    expect(aliased.body).toMatchObject({ result: 'already_used', ticket: { code: a } });
  });

  it('answers 422 to a code that cannot be a ticket code, and to a missing or long door', async () => {
    const show = await showWithTickets(1);
    const code = show.codes[0] ?? '';
    for (const bad of [
      'T7Q2-XK4M-93PD',
      `${code}-X`,
      code.replace(/.$/, 'U'),
      '',
      'x'.repeat(65),
    ]) {
      const reply = await scan(cashier, { code: bad, event_id: show.eventId, door: 'Főbejárat' });
      expect(reply.status, bad).toBe(422);
      expect(Object.keys(reply.body.errors ?? {}), bad).toEqual(['code']);
    }
    const malformed = await scan(cashier, {
      code: 'T7Q2-XK4M-93PD-WW8U',
      event_id: show.eventId,
      door: 'Főbejárat',
    });
    expect(malformed.body.errors?.code).toEqual([
      'A ticket code has 16 characters, e.g. T7Q2-XK4M-93PD-WW8A.',
    ]);
    for (const door of ['', '   ', 'x'.repeat(41), 42]) {
      const reply = await scan(cashier, { code, event_id: show.eventId, door });
      expect(reply.status, String(door)).toBe(422);
      expect(Object.keys(reply.body.errors ?? {})).toEqual(['door']);
    }
    const noEvent = await scan(cashier, { code, event_id: 'first', door: 'Főbejárat' });
    expect(noEvent.status).toBe(422);
    expect(Object.keys(noEvent.body.errors ?? {})).toEqual(['event_id']);
    // Nothing was admitted by the refused requests; a door at its longest is fine.
    expect((await admissionOf(code)).checked_in_at).toBeNull();
    const longest = await scan(cashier, { code, event_id: show.eventId, door: 'K'.repeat(40) });
    expect(longest.body.result).toBe('admitted');
  });

  it('counts the tickets that admit, the admitted, and the admitted per door', async () => {
    const show = await showWithTickets(4);
    const cancelled = await paidTickets(show.typeId, 2);
    const [t1 = '', t2 = '', t3 = ''] = show.codes;
    const door = (code: string, name: string) =>
      scan(cashier, { code, event_id: show.eventId, door: name });
    const empty = await summary(show.eventId);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ valid: 6, admitted: 0, doors: [] });
    expect(empty.body.event).toMatchObject({ id: show.eventId });
    expect(empty.body.event.name).toMatch(/^Próbaelőadás \d+$/);
    expect(empty.body.event.name_en).toMatch(/^Test show \d+$/);
    expect(empty.body.event.venue_name).not.toBe('');
    expect(empty.body.event.venue_name_en).not.toBe('');

    await door(t1, 'Oldalajtó');
    await door(t2, 'Főbejárat');
    // Typed differently at another device: the same door, spelt as it was first used.
    const sameDoor = await door(t3, '  főbejárat ');
    expect(sameDoor.body).toMatchObject({ result: 'admitted', checked_in_door: 'Főbejárat' });
    await door(cancelled.codes[0] ?? '', 'Oldalajtó');
    // Admitted, then cancelled with its order: no longer counted.
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('orders')
          .set({ status: 'cancelled' })
          .where('id', '=', cancelled.orderId)
          .execute();
        await cancelOrderDocuments(trx, cancelled.orderId);
      });
    const counted = await summary(show.eventId);
    expect(counted.body).toMatchObject({
      valid: 4,
      admitted: 3,
      doors: [
        { door: 'Főbejárat', admitted: 2 },
        { door: 'Oldalajtó', admitted: 1 },
      ],
    });
    for (const row of counted.body.doors) expect(Date.parse(row.last_checked_in_at)).not.toBeNaN();

    expect((await summary(2_000_000_000)).status).toBe(404);
    expect((await summary('tomorrow')).status).toBe(422);
  });

  it('lets an administrator undo an admission, audited, and refuses when not admitted', async () => {
    const show = await showWithTickets(1);
    const code = show.codes[0] ?? '';
    const notYet = await undo(admin, { code, event_id: show.eventId });
    expect(notYet.status).toBe(409);
    expect(notYet.body.code).toBe('ticket_not_checked_in');

    const admitted = await scan(cashier, { code, event_id: show.eventId, door: 'Főbejárat' });
    expect(admitted.body.result).toBe('admitted');
    expect((await undo(cashier, { code, event_id: show.eventId })).status).toBe(403);

    const undone = await undo(admin, {
      code: code.toLowerCase().replaceAll('-', ''),
      event_id: show.eventId,
    });
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({
      message: 'The admission was undone.',
      code,
      checked_in_at: admitted.body.checked_in_at,
      checked_in_door: 'Főbejárat',
      checked_in_by: cashier.name,
    });
    expect(await admissionOf(code)).toEqual({
      checked_in_at: null,
      checked_in_door: null,
      checked_in_by: null,
    });
    const audit = await db()
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'actor_id', 'data'])
      .where('action', '=', 'ticket.check_in_undone')
      .where('entity_id', '=', String(show.orderId))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entity: 'order',
      actor_id: admin.userId,
      data: {
        code,
        event_id: show.eventId,
        checked_in_at: admitted.body.checked_in_at,
        checked_in_door: 'Főbejárat',
        checked_in_by: cashier.userId,
        checked_in_by_name: cashier.name,
      },
    });

    // The ticket admits again, and a second undo finds nothing to undo.
    const again = await scan(cashier, { code, event_id: show.eventId, door: 'Oldalajtó' });
    expect(again.body).toMatchObject({ result: 'admitted', checked_in_door: 'Oldalajtó' });
    expect((await undo(admin, { code, event_id: show.eventId })).status).toBe(200);
    expect((await undo(admin, { code, event_id: show.eventId })).status).toBe(409);

    const elsewhere = await undo(admin, { code, event_id: (await createShow(db())).eventId });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.code).toBe('ticket_not_found');
    const unknown = await undo(admin, { code: newTicketCode(), event_id: show.eventId });
    expect(unknown.status).toBe(404);
    expect((await undo(admin, { code: 'nope', event_id: show.eventId })).status).toBe(422);
  });
});
