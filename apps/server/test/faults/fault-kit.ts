import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import {
  startSimplePaySimulator,
  type SimplePaySimulator,
} from '../../src/integrations/simplepay/simplepay-simulator/simplepay-simulator.js';
import { findUserById } from '../../src/modules/accounts/accounts.repository.js';
import { startSession } from '../../src/modules/accounts/start-session.js';
import { systemClock } from '../../src/lib/clock.js';
import { isRunning, type ServerProcess } from '../server-processes.js';

export { heldMismatches } from '../../src/modules/cart/cart-test-kit.js';

/**
 * What the fault tests share: HTTP calls that never hang and never throw (a dead process answers
 * status 0), buyers signed in without the cost of Argon2, a SimplePay simulator whose IPNs go to
 * whichever server process is still up (as a load balancer with a health check would send them),
 * and the inventory checks every scenario ends with.
 */

export interface Reply<T = Record<string, unknown>> {
  /** 0: no HTTP answer (connection refused or reset, or the time ran out). */
  status: number;
  body: T;
  headers: Headers | null;
  error?: string;
}

const describeCause = (cause: unknown): string =>
  cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : '';

/** One HTTP call with a time limit; JSON in and out, English messages unless asked. */
export interface StaffSession {
  cookie: string;
  csrf: string;
}

/**
 * Starts the staff session of a staff member's bearer token, as the web app does after the
 * second factor (decision 0056). Test accounts have no factor and outside production none is
 * required, so the method is `none`.
 */
export async function startStaffSession(baseUrl: string, token: string): Promise<StaffSession> {
  const res = await call<{ csrf_token?: string }>(`${baseUrl}/api/second-factor/session`, {
    token,
    body: { method: 'none' },
  });
  const cookie = /jegy_staff=([^;]*)/.exec(res.headers?.get('set-cookie') ?? '')?.[1];
  if (res.status !== 200 || !cookie || !res.body.csrf_token) {
    throw new Error(`no staff session: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { cookie, csrf: res.body.csrf_token };
}

export async function call<T = Record<string, unknown>>(
  url: string,
  options: {
    method?: 'GET' | 'POST';
    body?: object;
    token?: string;
    /** A staff session (decision 0056): its cookie and CSRF token, for /api/admin and /api/sale. */
    staff?: StaffSession;
    lang?: 'hu' | 'en';
    timeoutMs?: number;
    /**
     * The client's address, sent as X-Forwarded-For: for servers started behind a trusted proxy
     * (TRUST_PROXY=127.0.0.1), so that many buyers are not one address to the per-client limits.
     */
    clientIp?: string;
  } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'accept-language': options.lang ?? 'en' };
  if (options.body) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.staff) {
    headers.cookie = `jegy_staff=${options.staff.cookie}`;
    headers['x-csrf-token'] = options.staff.csrf;
  }
  if (options.clientIp) headers['x-forwarded-for'] = options.clientIp;
  try {
    const res = await fetch(url, {
      method: options.method ?? (options.body ? 'POST' : 'GET'),
      headers,
      ...(options.body ? { body: JSON.stringify(options.body) } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let body: unknown = {};
    try {
      body = text === '' ? {} : JSON.parse(text);
    } catch {
      body = { text };
    }
    return { status: res.status, body: body as T, headers: res.headers };
  } catch (error) {
    return {
      status: 0,
      body: {} as T,
      headers: null,
      error: error instanceof Error ? `${error.message} ${describeCause(error.cause)}` : '',
    };
  }
}

/** The n-th of many distinct client addresses (10.x.y.z), for `call`'s `clientIp`. */
export const clientIpOf = (n: number): string =>
  `10.${String(Math.floor(n / 62_500) % 250)}.${String(Math.floor(n / 250) % 250)}.${String((n % 250) + 1)}`;

/** Polls `check` every `everyMs` until it answers true; false when `timeoutMs` ran out. */
export async function waitFor(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  everyMs = 250,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(everyMs);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Buyer {
  userId: number;
  email: string;
  token: string;
}

/** `count` verified customers, each with a session of the product's own making (no Argon2). */
export async function createBuyers(db: Db, count: number, label = 'vevo'): Promise<Buyer[]> {
  const tag = randomBytes(3).toString('hex');
  const buyers: Buyer[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `${label}-${tag}-${index}@example.com`;
    const { id } = await db
      .insertInto('users')
      .values({
        name: `Vevő ${index}`,
        email,
        roles: [],
        password_hash: null,
        email_verified_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await findUserById(db, id);
    if (!user) throw new Error('user missing');
    const session = await startSession(db, systemClock, user);
    buyers.push({ userId: id, email, token: session.token });
  }
  return buyers;
}

/** The merchant account the fault tests' simulator keeps. */
export const faultMerchant = 'FAULTSZINHAZHUF';

export interface Balancer {
  /** The running processes, round robin: what a load balancer with a health check sends to. */
  next(): ServerProcess;
  all: ServerProcess[];
}

export function roundRobin(servers: ServerProcess[]): Balancer {
  let turn = 0;
  return {
    all: servers,
    next() {
      const live = servers.filter(isRunning);
      const server = live[turn % Math.max(1, live.length)];
      turn += 1;
      if (!server) throw new Error('no server process is running');
      return server;
    },
  };
}

/**
 * A SimplePay simulator on loopback whose IPNs go to a running server process, retried quickly
 * (a dead process's IPN is retried at another one, as SimplePay retries behind a load balancer).
 */
export async function startBalancedSimulator(
  balancer: () => Balancer | undefined,
  options: { port?: number; secretKey?: string } = {},
): Promise<{ simulator: SimplePaySimulator; secretKey: string; env: NodeJS.ProcessEnv }> {
  const secretKey = options.secretKey ?? randomBytes(24).toString('base64url');
  const simulator = await startSimplePaySimulator({
    merchants: [{ merchant: faultMerchant, secretKey, currency: 'HUF' }],
    ipnUrl: () => `${balancer()?.next().url ?? 'http://127.0.0.1:9'}/api/payment/ipn`,
    ipnRetryDelaysMs: [200, 500, 1000, 2000, 3000, 5000],
    ipnTimeoutMs: 10_000,
    ...(options.port ? { port: options.port } : {}),
  });
  return { simulator, secretKey, env: simplePayEnv(simulator.apiBase, secretKey) };
}

export const simplePayEnv = (apiBase: string, secretKey: string): NodeJS.ProcessEnv => ({
  SIMPLEPAY_MERCHANT: faultMerchant,
  SIMPLEPAY_SECRET_KEY: secretKey,
  SIMPLEPAY_API_URL: apiBase,
});

/** The card payment on the simulator's page, as a browser posts it; the redirect's `r` decoded. */
export async function payOnPage(
  paymentUrl: string,
  card = '4908 3660 9990 0425',
): Promise<{ ok: boolean; transactionId: number | null; event: string | null }> {
  try {
    const res = await fetch(paymentUrl, {
      method: 'POST',
      body: new URLSearchParams({
        action: 'pay',
        cardNumber: card,
        expiry: '12/30',
        cvc: '123',
        holder: 'Teszt Elek',
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    const location = res.headers.get('location');
    if (res.status !== 303 || !location) return { ok: false, transactionId: null, event: null };
    const r = new URL(location).searchParams.get('r') ?? '';
    const back = JSON.parse(Buffer.from(r, 'base64').toString('utf8')) as { t: number; e: string };
    return { ok: back.e === 'SUCCESS', transactionId: back.t, event: back.e };
  } catch {
    return { ok: false, transactionId: null, event: null };
  }
}

/** A ticket type's counters, live holds, and tickets of paid orders. */
export async function typeFigures(db: Db, typeId: number) {
  const { rows } = await sql<{
    capacity: number;
    sold: number;
    held: number;
    live_held: number;
    paid_tickets: number;
  }>`
    select t.capacity, t.sold, t.held,
           (select coalesce(sum(h.quantity), 0)::int from holds h
             where h.ticket_type_id = t.id and h.expires_at > clock_timestamp()) as live_held,
           (select coalesce(sum(i.quantity), 0)::int from order_items i
              join orders o on o.id = i.order_id
             where i.ticket_type_id = t.id and i.kind = 'ticket' and o.status = 'paid')
             as paid_tickets
      from ticket_types t where t.id = ${typeId}
  `.execute(db);
  const [row] = rows;
  if (!row) throw new Error(`no ticket type ${typeId}`);
  return row;
}

/**
 * Holds that belong to nobody: no cart and no order, a cart that is gone or an order no longer
 * awaiting payment. Answers how many (must be none).
 */
export async function orphanedHolds(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from holds h
     where (h.cart_id is null and h.order_id is null)
        or (h.cart_id is not null and not exists (select 1 from carts c where c.id = h.cart_id))
        or (h.order_id is not null and not exists (
              select 1 from orders o where o.id = h.order_id and o.status = 'awaiting_payment'))
  `.execute(db);
  return rows[0]?.n ?? 0;
}
