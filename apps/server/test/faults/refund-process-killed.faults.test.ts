import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimplePaySimulator } from '../../src/integrations/simplepay/simplepay-simulator/simplepay-simulator.js';
import { createShow } from '../../src/modules/cart/cart-test-kit.js';
import { freePort } from '../pg-server.js';
import { killServerProcess, startServerProcess, type ServerProcess } from '../server-processes.js';
import { createTestDatabase, type TestDatabase } from '../test-database.js';
import {
  call,
  createBuyers,
  payOnPage,
  roundRobin,
  simplePayEnv,
  startBalancedSimulator,
  startStaffSession,
  waitFor,
  type Balancer,
  type Buyer,
} from './fault-kit.js';

// A performance is cancelled; its refunds go to SimplePay one by one. The server process is
// killed with SIGKILL right after SimplePay accepted a refund and before the shop heard of it (a
// relay in front of SimplePay's API passes the refund call on, then kills the process instead of
// answering). A new process takes the jobs over once the dead one's lease has run out: it asks
// SimplePay which refunds it made, records the lost one, and refunds the rest. Every order is
// refunded exactly once, to the forint, at SimplePay and in the shop.

const ordersCount = 4;
const price = 4500;

interface Relay {
  url: string;
  /** Refund calls SimplePay answered whose answer never reached the shop. */
  swallowed: number;
  /** Called once, after SimplePay accepted the first refund, before the shop hears of it. */
  onFirstRefund: (() => Promise<void>) | null;
  close(): Promise<void>;
}

/** An HTTP relay in front of the simulator's API (see above). */
async function startRelay(target: string): Promise<Relay> {
  const port = await freePort();
  const relay: Relay = {
    url: `http://127.0.0.1:${port}`,
    swallowed: 0,
    onFirstRefund: null,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        try {
          const upstream = await fetch(`${target}${req.url ?? '/'}`, {
            method: req.method ?? 'POST',
            headers: {
              'content-type': req.headers['content-type'] ?? 'application/json',
              signature: String(req.headers.signature ?? ''),
            },
            body: Buffer.concat(chunks),
            signal: AbortSignal.timeout(10_000),
          });
          const text = await upstream.text();
          const kill = relay.onFirstRefund;
          if ((req.url ?? '').endsWith('/refund') && upstream.status === 200 && kill) {
            relay.onFirstRefund = null;
            await kill();
            relay.swallowed += 1;
            res.destroy();
            return;
          }
          if (res.destroyed) return;
          res.writeHead(upstream.status, {
            'content-type': upstream.headers.get('content-type') ?? 'application/json',
            signature: upstream.headers.get('signature') ?? '',
          });
          res.end(text);
        } catch {
          if (!res.destroyed) res.writeHead(502).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return relay;
}

let database: TestDatabase;
let simulator: SimplePaySimulator | undefined;
let relay: Relay | undefined;
let servers: ServerProcess[] = [];
let balancer: Balancer | undefined;
let env: NodeJS.ProcessEnv = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const started = await startBalancedSimulator(() => balancer);
  simulator = started.simulator;
  relay = await startRelay(simulator.url);
  env = simplePayEnv(`${relay.url}/payment/v2/`, started.secretKey);
  servers = [await startServerProcess(database.url, env)];
  balancer = roundRobin(servers);
}, 90_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => killServerProcess(server)));
  await relay?.close();
  await simulator?.close();
  await database.destroy();
});

const current = () => {
  const server = servers.at(-1);
  if (!server) throw new Error('no server');
  return server.url;
};

/** One paid card order of one ticket, through the shop's API and the simulator's page. */
async function buy(buyer: Buyer, typeId: number): Promise<number> {
  const key = await call<{ cart_key: string }>(`${current()}/api/cart/get-key`, {
    token: buyer.token,
  });
  const cartKey = key.body.cart_key;
  const added = await call(`${current()}/api/cart/${cartKey}/add`, {
    token: buyer.token,
    body: { id: typeId, cart_key: cartKey, logged_in: 1 },
  });
  expect(added.status).toBe(200);
  const order = await call<{ id: number }>(`${current()}/api/order/store`, {
    token: buyer.token,
    body: { cart_key: cartKey, needs_invoice: 0, accept_terms: true },
  });
  expect(order.status).toBe(201);
  const start = await call<{ url?: string }>(`${current()}/api/payment/${order.body.id}`, {
    token: buyer.token,
  });
  const paid = await payOnPage(start.body.url ?? '');
  expect(paid.ok).toBe(true);
  return order.body.id;
}

describe('a server process killed between SimplePay accepting a refund and the shop recording it', () => {
  it('refunds every order of a cancelled performance exactly once', async () => {
    const db = database.db;
    const { typeId, eventId } = await createShow(db, { capacity: 20, price, techFee: 0 });
    const buyers = await createBuyers(db, ordersCount + 1);
    const admin = buyers.pop();
    if (!admin) throw new Error('no admin');
    await db
      .updateTable('users')
      .set({ roles: ['administrator'] })
      .where('id', '=', admin.userId)
      .execute();
    const orderIds: number[] = [];
    for (const buyer of buyers) orderIds.push(await buy(buyer, typeId));
    const allPaid = await waitFor(async () => {
      const paid = await db
        .selectFrom('orders')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('id', 'in', orderIds)
        .where('status', '=', 'paid')
        .executeTakeFirstOrThrow();
      return paid.n === ordersCount;
    }, 60_000);
    expect(allPaid).toBe(true);

    // The first refund SimplePay accepts kills the process before the shop hears of it.
    const victim = servers[0];
    if (!victim || !relay) throw new Error('not started');
    relay.onFirstRefund = () => killServerProcess(victim);
    const staff = await startStaffSession(victim.url, admin.token);
    const cancelled = await call(`${victim.url}/api/admin/performances/${eventId}/cancel`, {
      token: admin.token,
      staff,
      body: { reason: 'A főszereplő megbetegedett' },
    });
    expect(cancelled.status).toBe(202);
    expect(await waitFor(() => relay?.swallowed === 1, 90_000)).toBe(true);
    expect(victim.child.signalCode).toBe('SIGKILL');

    // The dead process's job leases run out (5 minutes in the worker; here at once), and a new
    // process takes its jobs over.
    await sql`update jobs set locked_until = now() where locked_until > now()`.execute(db);
    servers.push(await startServerProcess(database.url, env));

    const refunds = () =>
      db
        .selectFrom('refunds')
        .select(['order_id', 'amount', 'status', 'refund_transaction_id'])
        .where('order_id', 'in', orderIds)
        .orderBy('order_id')
        .execute();
    const refunded = await waitFor(async () => {
      const rows = await refunds();
      return rows.length === ordersCount && rows.every((row) => row.status === 'done');
    }, 120_000);
    expect(refunded).toBe(true);

    // The shop: one refund per order, done, each with SimplePay's own refund id.
    const rows = await refunds();
    expect(rows.map((row) => row.order_id)).toEqual(orderIds);
    expect(rows.every((row) => row.amount === price && row.refund_transaction_id !== null)).toBe(
      true,
    );
    // SimplePay: each payment refunded once, in full: nobody twice, nobody missed.
    const payments = await db
      .selectFrom('payments')
      .select(['order_id', 'transaction_id'])
      .where('order_id', 'in', orderIds)
      .execute();
    expect(payments).toHaveLength(ordersCount);
    for (const payment of payments) {
      const transaction = simulator?.transaction(Number(payment.transaction_id));
      expect(transaction?.refunds.map((refund) => refund.refundTotal)).toEqual([price]);
      expect(transaction?.remainingTotal).toBe(0);
    }
    // The cancellation finished, every order done, every ticket invalid, every buyer told once.
    const cancellation = await call<{ status: string; counts: { done: number } }>(
      `${current()}/api/admin/performances/${eventId}/cancellation`,
      { token: admin.token, staff },
    );
    expect(cancellation.body).toMatchObject({ status: 'done', counts: { done: ordersCount } });
    const valid = await db
      .selectFrom('tickets')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('order_id', 'in', orderIds)
      .where('status', '=', 'valid')
      .executeTakeFirstOrThrow();
    expect(valid.n).toBe(0);
    const mails = await db
      .selectFrom('mail_messages')
      .select(['order_id'])
      .where('kind', '=', 'performance_cancelled')
      .where('order_id', 'in', orderIds)
      .execute();
    expect(mails.map((mail) => mail.order_id).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      orderIds,
    );
  });
});
