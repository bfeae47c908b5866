import type { OrderReply, PaymentInitReply } from '@theatre/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../../test/pg-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { cartClient, createShow } from '../cart/cart-test-kit.js';
import { receiptOrder } from './checkout-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  // SimplePay's address answers nothing: a closed port on loopback (the connection is refused,
  // so the start certainly never reached SimplePay). Not port 9: fetch refuses that port itself.
  t = await createTestApp({
    env: {
      SIMPLEPAY_MERCHANT: 'TESZTSZINHAZHUF',
      SIMPLEPAY_SECRET_KEY: 'not-used-because-nothing-answers',
      SIMPLEPAY_API_URL: `http://127.0.0.1:${await freePort()}/payment/v2/`,
    },
  });
});
afterAll(async () => {
  await t.close();
});

it('says so in the buyer language when SimplePay cannot be reached, and the order stays payable', async () => {
  const client = cartClient(t.app);
  const token = await client.login('demo@example.com', 'Rakpart-Demo-2026');
  const show = await createShow(t.database.db);
  const key = await client.newKey();
  await client.add(key, show.typeId, token);
  const order = await client.call<OrderReply>('POST', '/api/order/store', {
    body: receiptOrder(key),
    token,
  });
  expect(order.status).toBe(201);

  const start = await client.call<PaymentInitReply>('GET', `/api/payment/${order.body.id}`, {
    token,
    lang: 'hu',
  });
  expect(start.status).toBe(200);
  expect(start.body).toEqual({
    status: 0,
    msg: 'A fizetés most nem indítható el. Kérjük, próbálja újra néhány perc múlva.',
  });
  const payments = await t.database.db
    .selectFrom('payments')
    .select(['status', 'transaction_id'])
    .where('order_id', '=', order.body.id)
    .execute();
  expect(payments).toEqual([{ status: 'start_failed', transaction_id: null }]);
  const held = await t.database.db
    .selectFrom('holds')
    .select('quantity')
    .where('order_id', '=', order.body.id)
    .execute();
  expect(held).toEqual([{ quantity: 1 }]);
  const status = await client.call<{ state: string; retryable: boolean }>(
    'GET',
    `/api/payment/status/${order.body.id}`,
    { token },
  );
  expect(status.body).toMatchObject({ state: 'failed', retryable: true });
});
