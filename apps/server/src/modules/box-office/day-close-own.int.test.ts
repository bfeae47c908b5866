import type { DayCloseDetails, DayClosesReply } from '@theatre/contracts';
import { budapestDay } from '@theatre/i18n';
import { describe, expect, it } from 'vitest';
import { signedInBuyer } from '../checkout/checkout-test-kit.js';
import { cashSale, type Reply } from './box-office-test-kit.js';
import { admin, close, customer, world } from './day-close-test-support.js';

// A cashier lists and opens their own past day closes (to look at and reprint them); another
// staff member's close stays hidden from them; administrators see everyone's.

const list = (token: string, query = '') =>
  world.client.call<Reply<DayClosesReply>>('GET', `/api/admin/box-office/day-closes${query}`, {
    token,
  });
const open = (token: string, id: number) =>
  world.client.call<Reply<DayCloseDetails>>('GET', `/api/admin/box-office/day-closes/${id}`, {
    token,
  });

/** A cashier signed in, one sale and their day closed: the close's id. */
async function cashierWithClose(login: string) {
  const cashier = await signedInBuyer(world, login, 'cashier');
  await cashSale(world, cashier.token, { quantity: 1 });
  const closed = await close(cashier.token, { previous_close_id: null, counted_cash: 5_000 });
  expect(closed.status).toBe(201);
  return { ...cashier, closeId: closed.body.id };
}

describe('a cashier’s own day closes', () => {
  it('lists and opens only the caller’s closes for a cashier, everyone’s for an administrator', async () => {
    const anna = await cashierWithClose('anna-penztar');
    const bela = await cashierWithClose('bela-penztar');
    await cashSale(world, admin.token, { quantity: 1 });
    const adminClose = await close(admin.token, { previous_close_id: null, counted_cash: 5_000 });
    expect(adminClose.status).toBe(201);

    // Anna sees her close only, and the staff list names only her.
    const mine = await list(anna.token);
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((item) => item.id)).toEqual([anna.closeId]);
    expect(mine.body.items[0]?.staff.id).toBe(anna.userId);
    expect(mine.body.staff.map((member) => member.id)).toEqual([anna.userId]);
    // Her own filter and days work; a filter naming Béla is an empty list, not Béla's closes.
    const today = budapestDay(new Date());
    expect(
      (await list(anna.token, `?staff_id=${anna.userId}&from=${today}&to=${today}`)).body.items.map(
        (item) => item.id,
      ),
    ).toEqual([anna.closeId]);
    const theirs = await list(anna.token, `?staff_id=${bela.userId}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.items).toEqual([]);
    expect(theirs.body.staff.map((member) => member.id)).toEqual([anna.userId]);

    // She opens her own close; Béla's and the administrator's are not found for her (not 403).
    const own = await open(anna.token, anna.closeId);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: anna.closeId, staff: { id: anna.userId } });
    expect(own.body.entries).toHaveLength(1);
    for (const id of [bela.closeId, adminClose.body.id, 999_999]) {
      const other = await open(anna.token, id);
      expect(other.status, String(id)).toBe(404);
      expect(other.body.code).toBe('day_close_not_found');
    }

    // The administrator sees and opens everyone's.
    const all = await list(admin.token);
    expect(all.body.items.map((item) => item.id)).toEqual(
      expect.arrayContaining([anna.closeId, bela.closeId, adminClose.body.id]),
    );
    expect(all.body.staff.map((member) => member.id)).toEqual(
      expect.arrayContaining([anna.userId, bela.userId, admin.userId]),
    );
    expect(
      (await list(admin.token, `?staff_id=${bela.userId}`)).body.items.map((i) => i.id),
    ).toEqual([bela.closeId]);
    for (const id of [anna.closeId, bela.closeId]) {
      expect((await open(admin.token, id)).status).toBe(200);
    }
  });

  it('still refuses customers and callers without a session', async () => {
    expect((await list(customer.token)).status).toBe(403);
    expect((await world.client.call('GET', '/api/admin/box-office/day-closes')).status).toBe(401);
    expect((await world.client.call('GET', '/api/admin/box-office/day-closes/1')).status).toBe(401);
    const anna = await signedInBuyer(world, 'anna-masodik', 'cashier');
    expect((await list(anna.token)).body).toEqual({
      items: [],
      staff: [{ id: anna.userId, name: expect.any(String) as unknown }],
    });
    expect((await open(customer.token, 1)).status).toBe(403);
  });
});
