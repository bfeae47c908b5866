import { describe, expect, it } from 'vitest';
import { createShow } from '../cart/cart-test-kit.js';
import { cancelOrderDocuments } from '../documents/cancel-order-documents.js';
import { newTicketCode } from '@theatre/contracts';
import { admissionOf, cashier, db, scan, showWithTickets } from './check-in-test-support.js';

// The tickets the door turns away (another performance's, a cancelled or unpaid order's, a code
// that is no ticket) and the scans it refuses as malformed, admitting nothing.

describe('door check-in', () => {
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
    expect(hu.body).toMatchObject({ result: 'cancelled', message: 'Érvénytelenített jegy' });

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
});
