import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  admin,
  admissionOf,
  cashier,
  db,
  scan,
  showWithTickets,
  summary,
} from './check-in-test-support.js';

// Admitting a ticket at the door: once, however many doors scan it at once or however often a
// lost answer's scan is sent again, and however its code was typed.

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
});
