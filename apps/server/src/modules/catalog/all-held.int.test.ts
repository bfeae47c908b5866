import type { EventDetails, EventSummary, TicketInfo } from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { hashCartKey } from '../cart/cart-key.js';
import { cartClient, createShow, expireCart } from '../cart/cart-test-kit.js';

let t: TestApp;
let cart: ReturnType<typeof cartClient>;
beforeAll(async () => {
  t = await createTestApp();
  cart = cartClient(t.app);
});
afterAll(async () => {
  await t.close();
});

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
}

/**
 * Decision 0024: the programme does not call a performance sold out while its tickets are only
 * held. `sold_out` stays for tickets really sold; `all_held` says every ticket left
 * is in a cart (or an order awaiting payment) now, and some may come free in a few minutes.
 */
describe('sold out and all held', () => {
  it('tells a performance whose tickets are all in carts from one that is sold out', async () => {
    const held = await createShow(t.database.db, { capacity: 2, sold: 1 });
    const sold = await createShow(t.database.db, { capacity: 2, sold: 2 });
    const key = await cart.newKey();
    expect((await cart.add(key, held.typeId)).status).toBe(200);

    const heldTypes = await get<TicketInfo[]>(`/api/events/${held.eventId}/ticket-infos`);
    expect(heldTypes[0]).toMatchObject({ quantity: 0, sold_out: false, all_held: true });
    const soldTypes = await get<TicketInfo[]>(`/api/events/${sold.eventId}/ticket-infos`);
    expect(soldTypes[0]).toMatchObject({ quantity: 0, sold_out: true, all_held: false });

    expect(await get<EventDetails>(`/api/events/${held.eventId}`)).toMatchObject({
      sold_out: false,
      all_held: true,
    });
    expect(await get<EventDetails>(`/api/events/${sold.eventId}`)).toMatchObject({
      sold_out: true,
      all_held: false,
    });
    const found = await get<EventSummary[]>(
      `/api/events?search=${encodeURIComponent('Próbaelőadás')}`,
    );
    expect(found.find((event) => event.id === held.eventId)).toMatchObject({
      sold_out: false,
      all_held: true,
    });

    // The hold expires: the ticket is free again, neither sold out nor all held.
    await expireCart(t.database.db, hashCartKey(key));
    const freed = await get<TicketInfo[]>(`/api/events/${held.eventId}/ticket-infos`);
    expect(freed[0]).toMatchObject({ quantity: 1, sold_out: false, all_held: false });
  });
});
