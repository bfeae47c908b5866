import { describe, expect, it } from 'vitest';
import { createShow } from '../cart/cart-test-kit.js';
import { cancelOrderDocuments } from '../documents/cancel-order-documents.js';
import { newTicketCode } from '@theatre/contracts';
import {
  admin,
  admissionOf,
  cashier,
  db,
  paidTickets,
  scan,
  showWithTickets,
  summary,
  undo,
} from './check-in-test-support.js';

// What the door counts for a performance (the tickets that admit, the admitted, per door), and
// an administrator undoing an admission.

describe('door check-in', () => {
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
