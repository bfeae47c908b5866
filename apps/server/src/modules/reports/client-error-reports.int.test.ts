import type { ClientErrorsReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { adminCall } from '../orders/orders-test-kit.js';
import { admin, cashier, db, world } from './reports-test-support.js';

// The browsers' error reports as the back office lists them.

describe('the client error reports', () => {
  it('lists them newest first, 50 a page, with what the browser sent', async () => {
    await db().deleteFrom('client_errors').execute();
    await db()
      .insertInto('client_errors')
      .values(
        Array.from({ length: 52 }, (_, index) => ({
          message: `Hiba ${index + 1}`,
          file: 'https://shop/assets/index.js',
          line: index + 1,
          url: `/events/${index + 1}`,
          user_agent: 'Mozilla/5.0 (Teszt)',
          created_at: new Date(Date.now() - (52 - index) * 60_000),
        })),
      )
      .execute();
    const reported = await world.t.app.inject({
      method: 'POST',
      url: '/api/errors',
      payload: {
        exception_message: 'TypeError: a legújabb',
        exception_file: 'https://shop/assets/cart.js',
        exception_line: 7,
        data: { info: 'at CartPage', url: '/cart' },
      },
      headers: { 'user-agent': 'Mozilla/5.0 (Phone)' },
    });
    expect(reported.statusCode).toBe(204);

    const first = await adminCall<ClientErrorsReply>(
      world,
      'GET',
      '/api/admin/client-errors',
      admin.token,
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 53, page: 1, per_page: 50 });
    expect(first.body.data).toHaveLength(50);
    expect(first.body.data[0]).toMatchObject({
      message: 'TypeError: a legújabb',
      file: 'https://shop/assets/cart.js',
      line: 7,
      url: '/cart',
      user_agent: 'Mozilla/5.0 (Phone)',
      info: 'at CartPage',
    });
    expect(first.body.data[1]?.message).toBe('Hiba 52');
    const second = await adminCall<ClientErrorsReply>(
      world,
      'GET',
      '/api/admin/client-errors?page=2',
      admin.token,
    );
    expect(second.body.data.map((row) => row.message)).toEqual(['Hiba 3', 'Hiba 2', 'Hiba 1']);
    expect(
      (await adminCall(world, 'GET', '/api/admin/client-errors?page=0', admin.token)).status,
    ).toBe(422);
    expect((await adminCall(world, 'GET', '/api/admin/client-errors', cashier.token)).status).toBe(
      403,
    );
  });
});
