import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { cartClient, createShow } from './cart-test-kit.js';
import { hashCartKey } from './cart-key.js';

let t: TestApp;
let cart: ReturnType<typeof cartClient>;
beforeAll(async () => {
  t = await createTestApp();
  cart = cartClient(t.app);
});
afterAll(async () => {
  await t.close();
});

const cartRows = (key: string) =>
  t.database.db.selectFrom('carts').selectAll().where('key_hash', '=', hashCartKey(key)).execute();

/**
 * Found by the fuzz suite (docs/security.md): a refused first add left the empty cart row that
 * cart_grant_holds creates for a new key before it knows whether a ticket can be granted.
 */
describe('a refused add changes nothing', () => {
  it('leaves no cart behind for a new key when the ticket type is not on sale', async () => {
    const hidden = await createShow(t.database.db, { published: false });
    const key = await cart.newKey();
    const res = await cart.add(key, hidden.typeId);
    expect(res.status).toBe(404);
    expect(await cartRows(key)).toEqual([]);
  });

  it('leaves no cart behind for a new key when the type is sold out', async () => {
    const full = await createShow(t.database.db, { capacity: 1, sold: 1 });
    const key = await cart.newKey();
    const res = await cart.add(key, full.typeId);
    expect(res.status).toBe(409);
    expect(await cartRows(key)).toEqual([]);
  });

  it('keeps a started cart and its tickets when a later add is refused', async () => {
    const open = await createShow(t.database.db);
    const hidden = await createShow(t.database.db, { published: false });
    const key = await cart.newKey();
    expect((await cart.add(key, open.typeId)).status).toBe(200);
    expect((await cart.add(key, hidden.typeId)).status).toBe(404);
    const rows = await cartRows(key);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expires_at).not.toBeNull();
    const again = await cart.call('GET', `/api/cart/${key}`);
    expect(again.body.summary.tickets).toBe(1);
  });

  it('leaves no cart behind in the box office channel either', async () => {
    const hidden = await createShow(t.database.db, { published: false });
    const token = await cart.login('penztar@example.com', 'Rakpart-Penztar-2026');
    const key = await cart.newKey();
    const res = await cart.call('POST', `/api/sale/${key}/add`, {
      body: { id: hidden.typeId, cart_key: key },
      token,
    });
    expect(res.status).toBe(404);
    expect(await cartRows(key)).toEqual([]);
  });
});
