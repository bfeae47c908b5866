import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimplePaySimulator } from '../../integrations/simplepay/simplepay-simulator/simplepay-simulator.js';
import {
  call,
  createBuyers,
  payOnPage,
  roundRobin,
  startBalancedSimulator,
  waitFor,
  type Balancer,
} from '../../../test/faults/fault-kit.js';
import {
  startServerProcesses,
  stopServerProcesses,
  type ServerProcess,
} from '../../../test/server-processes.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { createShow } from '../cart/cart-test-kit.js';

// Two server processes on one database share one SimplePay simulator (as a real shop's processes
// share SimplePay): whatever process a start reaches, the database decides which one talks to
// SimplePay.

let database: TestDatabase;
let simulator: SimplePaySimulator | undefined;
let balancer: Balancer | undefined;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const started = await startBalancedSimulator(() => balancer);
  simulator = started.simulator;
  servers = await startServerProcesses(database.url, 2, started.env);
  balancer = roundRobin(servers);
}, 90_000);

afterAll(async () => {
  await stopServerProcesses(servers);
  await simulator?.close();
  await database.destroy();
});

type StartReply = { status: number; url?: string; msg?: string };

describe('starting the payment of one order from two processes at once', () => {
  it('ten concurrent starts open one SimplePay transaction and all get its payment page', async () => {
    const [first, second] = servers;
    if (!first || !second || !simulator) throw new Error('not started');
    expect(first.child.pid).not.toBe(second.child.pid);
    const [buyer] = await createBuyers(database.db, 1, 'ketfolyamat');
    if (!buyer) throw new Error('no buyer');
    const { typeId } = await createShow(database.db, { capacity: 20 });
    const key = await call<{ cart_key: string }>(`${first.url}/api/cart/get-key`);
    const cartKey = key.body.cart_key;
    const added = await call(`${first.url}/api/cart/${cartKey}/add`, {
      token: buyer.token,
      body: { id: typeId, cart_key: cartKey, logged_in: 1 },
    });
    expect(added.status).toBe(200);
    const stored = await call<{ id: number }>(`${second.url}/api/order/store`, {
      token: buyer.token,
      body: { cart_key: cartKey, needs_invoice: 0, accept_terms: true },
    });
    expect(stored.status).toBe(201);
    const orderId = stored.body.id;
    const startsBefore = simulator.calls('start');

    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call<StartReply>(`${(index % 2 === 0 ? first : second).url}/api/payment/${orderId}`, {
          token: buyer.token,
          timeoutMs: 40_000,
        }),
      ),
    );

    expect(replies.map((reply) => reply.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(simulator.calls('start') - startsBefore).toBe(1);
    const urls = new Set(replies.map((reply) => reply.body.url));
    expect(replies.every((reply) => reply.body.status === 1)).toBe(true);
    expect(urls.size).toBe(1);
    const payments = await database.db
      .selectFrom('payments')
      .select(['status', 'payment_url'])
      .where('order_id', '=', orderId)
      .execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]?.status).toBe('started');

    // The one transaction pays the order.
    const [url] = [...urls];
    expect((await payOnPage(url ?? '')).ok).toBe(true);
    const paid = await waitFor(async () => {
      const row = await database.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      return row.status === 'paid';
    }, 20_000);
    expect(paid).toBe(true);
  });
});
