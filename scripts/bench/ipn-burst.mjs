// Scenario (3) of issue 8: a burst of SimplePay IPNs with duplicates. N orders await payment
// (prepared through the shop's API: cart add, order store, payment start at the SimplePay
// simulator); then every order's FINISHED notification, built and signed exactly as SimplePay
// sends it, goes to POST /api/payment/ipn D times (the original and D-1 duplicates, each copy with
// its own salt, as the simulator sends them), shuffled, over C connections, with ~1 % forged
// notifications (wrong key) for F extra orders. Measured: notifications answered 200 with a valid
// signed echo per second, latency, status codes. Then the database must show every effect exactly
// once (goal: >= 2,000 verified notifications/s, exactly once).
//
// startIpnShop() starts the simulator in its own process (simplepay-simulator.mjs, with a key the
// benchmark knows) and the built shop configured for it (SIMPLEPAY_* settings); runIpnBurst() runs
// the scenario against them. Every process goes through processes.mjs (stopped by PID on exit).
import autocannon from 'autocannon';
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { mintCartKey } from './cart-keys.mjs';
import { freePort } from './cluster.mjs';
import { cpuWindow, postmasterPid } from './cpu.mjs';
import { startProcess, stopProcess } from './processes.mjs';
import { appSecret as defaultAppSecret, startShop } from './shop.mjs';

const simulatorEntry = path.join('scripts', 'bench', 'simplepay-simulator.mjs');

/** The demo buyer (demo mode seeds it); every benchmark order is theirs. */
const demoBuyer = { email: 'demo@example.com', password: 'Rakpart-Demo-2026' };

const sign = (secretKey, text) => createHmac('sha384', secretKey).update(text).digest('base64');

/**
 * Starts the SimplePay simulator (its own process, merchant and secret key of the benchmark's
 * own, IPNs pointed at the shop) and the built shop configured for it, on `cluster`'s `database`.
 * Answers { shop, simulator: { child, pid, apiBase }, merchant, secretKey, pids, stop() }.
 * Options: poolMax (10), nodeArgs for the shop (e.g. ['--cpu-prof']), env for the shop.
 */
export async function startIpnShop({ cluster, database, poolMax = 10, nodeArgs = [], env = {} }) {
  const merchant = 'BENCHIPNHUF';
  const secretKey = randomBytes(24).toString('base64url');
  const port = await freePort();
  const simulator = startProcess(process.execPath, ['--import', 'tsx', simulatorEntry], {
    BENCH_SIMPLEPAY_MERCHANT: merchant,
    BENCH_SIMPLEPAY_SECRET_KEY: secretKey,
    BENCH_SIMPLEPAY_IPN_URL: `http://127.0.0.1:${port}/api/payment/ipn`,
  });
  const { apiBase } = await firstJsonLine(simulator, 60_000);
  let shop;
  try {
    shop = await startShop({
      cluster,
      database,
      port,
      poolMax,
      nodeArgs,
      env: {
        SIMPLEPAY_MERCHANT: merchant,
        SIMPLEPAY_SECRET_KEY: secretKey,
        SIMPLEPAY_API_URL: apiBase,
        // One buyer prepares every order from one address: the per-client hold limits
        // (decision 0024) are off for this load, as HOLD_LIMIT_PER_CLIENT=0 is meant for.
        HOLD_LIMIT_PER_CLIENT: '0',
        ...env,
      },
    });
  } catch (error) {
    await stopProcess(simulator);
    throw error;
  }
  return {
    shop,
    simulator: { child: simulator, pid: simulator.pid, apiBase },
    merchant,
    secretKey,
    // The shop alone is "server" in the CPU split (the simulator is idle during the burst).
    pids: { servers: [shop.pid], postgres: postmasterPid(cluster.dataDir) },
    stop: async () => {
      await shop.stop();
      await stopProcess(simulator);
    },
  };
}

function firstJsonLine(child, timeoutMs) {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(
      () => fail(new Error('the simulator did not start in time')),
      timeoutMs,
    );
    const fail = (error) => {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      reject(error);
    };
    const onData = (chunk) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end < 0) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      try {
        resolve(JSON.parse(text.slice(0, end)));
      } catch (error) {
        reject(error);
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => fail(new Error(`the simulator exited (${code})`)));
  });
}

/** SimplePay's time format: Budapest local time with the offset, no colon (2026-11-22T19:46:18+0100). */
function simplePayTime(at) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Budapest',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const offset =
    parts.timeZoneName === 'GMT' ? '+0000' : parts.timeZoneName.slice(3).replace(':', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** The notification's text, in the field order of SimplePay (and of the simulator's ipnBody). */
function ipnText(merchant, payment, at) {
  return JSON.stringify({
    salt: randomBytes(16).toString('hex'),
    orderRef: payment.orderRef,
    method: 'CARD',
    merchant,
    finishDate: at,
    paymentDate: at,
    transactionId: payment.transactionId,
    status: 'FINISHED',
  });
}

function shuffle(items) {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/**
 * A published performance a month ahead, sale open, with `count` ticket types that cannot sell
 * out (one by default: every payment of the burst sells from the same hot row).
 */
function createIpnTicketTypes(cluster, database, count) {
  const out = psql(
    cluster,
    database,
    `with e as (
       insert into events (production_id, venue_id, url, starts_at, sale_starts_at, sale_ends_at,
                           vip_only, published)
       select (select min(id) from productions), (select min(id) from venues),
              'bench-ipn-' || floor(extract(epoch from clock_timestamp()) * 1000)::bigint,
              now() + interval '30 days', now() - interval '1 day', null, false, true
       returning id
     ),
     t as (
       insert into ticket_types (event_id, name, name_en, price, capacity, vip_only, sort_order)
       select e.id, 'Bench IPN ' || n, 'Bench IPN ' || n, 4900, 2000000000, false, n
         from e, generate_series(1, ${Number(count)}) as n
       returning id
     )
     select string_agg(id::text, ',' order by id) from t`,
  );
  const ids = out.split(',').map(Number);
  if (ids.length !== count || ids.some((id) => !id)) {
    throw new Error(`could not create the ticket types: ${out}`);
  }
  return ids;
}

async function api(base, method, url, { token, body } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  try {
    return { status: res.status, body: text ? JSON.parse(text) : null };
  } catch {
    return { status: res.status, body: text };
  }
}

/** One order awaiting payment, its payment started at the simulator: the order's id. */
async function prepareOrder(base, index, { token, ticketTypeIds, tickets, secret }) {
  const ticketTypeId = ticketTypeIds[index % ticketTypeIds.length];
  const key = mintCartKey(secret);
  for (let i = 0; i < tickets; i += 1) {
    const added = await api(base, 'POST', `/api/cart/${key}/add`, {
      token,
      body: { id: ticketTypeId, cart_key: key, logged_in: 1 },
    });
    if (added.status !== 200)
      throw new Error(`cart add: ${added.status} ${JSON.stringify(added.body)}`);
  }
  const stored = await api(base, 'POST', '/api/order/store', {
    token,
    body: { cart_key: key, needs_invoice: 0, accept_terms: true },
  });
  if (stored.status !== 201) {
    throw new Error(`order store: ${stored.status} ${JSON.stringify(stored.body)}`);
  }
  const started = await api(base, 'GET', `/api/payment/${stored.body.id}`, { token });
  if (started.status !== 200 || started.body?.status !== 1) {
    throw new Error(`payment start: ${started.status} ${JSON.stringify(started.body)}`);
  }
  return stored.body.id;
}

async function prepareOrders(base, count, options, concurrency) {
  const ids = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      ids.push(await prepareOrder(base, index, options));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return ids;
}

const intArray = (ids) => `'{${ids.join(',')}}'::int[]`;

/** cluster.psql, with psql's own message in the error. */
function psql(cluster, database, text) {
  try {
    return cluster.psql(database, text);
  } catch (error) {
    const message = String(error.stderr ?? error.message).trim();
    throw new Error(`psql: ${message.slice(0, 2000)}`, { cause: error });
  }
}

/** Each order's payment as the database has it (orderRef and SimplePay's transactionId). */
function paymentsOf(cluster, database, ids) {
  const out = psql(
    cluster,
    database,
    `select json_agg(json_build_object('orderId', order_id, 'orderRef', order_ref,
                                        'transactionId', transaction_id))
       from payments where order_id = any(${intArray(ids)})`,
  );
  const rows = JSON.parse(out || '[]') ?? [];
  if (rows.length !== ids.length || rows.some((row) => !row.transactionId)) {
    throw new Error(`expected ${ids.length} started payments, found ${rows.length}`);
  }
  return rows;
}

function typeCounters(cluster, database, ticketTypeIds) {
  const [sold, held] = psql(
    cluster,
    database,
    `select sum(sold) || ',' || sum(held) from ticket_types
        where id = any(${intArray(ticketTypeIds)})`,
  )
    .split(',')
    .map(Number);
  return { sold, held };
}

/** The burst itself: every item sent once by autocannon, each reply checked. */
function sendBurst(base, items, { connections, secretKey, maxSeconds }) {
  const tally = { verified: 0, badEcho: 0, forged401: 0, forgedOther: 0, validNot200: 0 };
  let next = 0;
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const instance = autocannon(
      {
        url: base,
        connections: Math.min(connections, items.length),
        amount: items.length,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            path: '/api/payment/ipn',
            setupRequest: (request, context) => {
              const item = items[next];
              next += 1;
              context.item = item;
              request.body = item.body;
              request.headers = {
                'content-type': 'application/json',
                'accept-encoding': 'identity',
                signature: item.signature,
              };
              return request;
            },
            onResponse: (status, body, context, headers) => {
              const { item } = context;
              if (item.forged) {
                if (status === 401) tally.forged401 += 1;
                else tally.forgedOther += 1;
                return;
              }
              if (status !== 200) {
                tally.validNot200 += 1;
                return;
              }
              const signature = headers.signature ?? headers.Signature;
              const echoes =
                body.startsWith(item.body.slice(0, -1)) &&
                /"receiveDate":"[^"]+"}$/.test(body) &&
                signature === sign(secretKey, body);
              if (echoes) tally.verified += 1;
              else tally.badEcho += 1;
            },
          },
        ],
      },
      (error, result) => {
        clearTimeout(cap);
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        if (error) reject(error);
        else resolve({ result, seconds, tally, sent: next });
      },
    );
    const cap = setTimeout(() => instance.stop(), maxSeconds * 1000);
  });
}

function databaseChecks(cluster, database, { paidIds, forgedIds, ticketTypeIds }) {
  const paid = intArray(paidIds);
  const forged = intArray(forgedIds);
  const out = psql(
    cluster,
    database,
    `with paid as (select unnest(${paid}) as id),
          forged as (select unnest(${forged}) as id),
          pay as (select p.* from payments p join paid on p.order_id = paid.id),
          per_order as (
            select paid.id,
                   (select count(*) from payments p where p.order_id = paid.id) as payments,
                   (select count(*) from audit_log a
                     where a.entity = 'order' and a.entity_id = paid.id::text
                       and a.action = 'order.paid') as audits,
                   (select count(*) from jobs j where j.kind = 'documents.issue'
                       and j.payload ->> 'order_id' = paid.id::text) as jobs,
                   (select count(*) from fiscal_documents f
                     where f.order_id = paid.id and f.cancels_id is null) as fiscal,
                   (select count(*) from tickets t where t.order_id = paid.id) as tickets,
                   (select count(*) from mail_messages m
                     where m.order_id = paid.id and m.kind = 'order_paid') as mails
              from paid)
     select json_build_object(
       'ordersPaid', (select count(*) from orders o join paid using (id)
                       where o.status = 'paid' and o.paid_at is not null and o.payment_status = 1),
       'paymentsFinished', (select count(*) from pay where status = 'finished'
                             and finished_at is not null),
       'ordersWithOnePayment', (select count(*) from per_order where payments = 1),
       'finishedNotificationsRecorded', (select count(*) from payment_notifications n
                                          join pay on pay.id = n.payment_id
                                         where n.status = 'FINISHED'),
       'notificationsApplied', (select count(*) from payment_notifications n
                                 join pay on pay.id = n.payment_id where n.outcome = 'applied'),
       'paidAuditOncePerOrder', (select count(*) from per_order where audits = 1),
       'documentJobOncePerOrder', (select count(*) from per_order where jobs = 1),
       'receiptOncePerOrder', (select count(*) from per_order where fiscal = 1),
       'tickets', (select coalesce(sum(tickets), 0) from per_order),
       'ordersWithOtherTicketCounts', (select count(*) from per_order
                                        where tickets <> (select sum(quantity) from order_items i
                                                           where i.order_id = per_order.id
                                                             and i.kind = 'ticket')),
       'confirmationMails', (select coalesce(sum(mails), 0) from per_order),
       'confirmedOrders', (select count(*) from orders o join paid using (id)
                            where o.confirmation_queued_at is not null),
       'confirmedOrdersWithOneMail', (select count(*) from per_order join orders o using (id)
                                       where o.confirmation_queued_at is not null
                                         and per_order.mails = 1),
       'ordersWithSeveralMails', (select count(*) from per_order where mails > 1),
       'pendingDocumentJobs', (select count(*) from jobs j join paid
                                 on j.payload ->> 'order_id' = paid.id::text
                               where j.kind = 'documents.issue' and j.done_at is null),
       'refunds', (select count(*) from refunds r join paid on r.order_id = paid.id),
       'holdsLeft', (select coalesce(sum(h.quantity), 0) from holds h join paid
                       on h.order_id = paid.id),
       'forgedOrdersChanged', (select count(*) from orders o join forged using (id)
                                where o.status <> 'awaiting_payment' or o.paid_at is not null),
       'forgedPaymentsChanged', (select count(*) from payments p join forged
                                   on p.order_id = forged.id where p.status <> 'started'),
       'forgedNotificationsRecorded', (select count(*) from payment_notifications n
                                         join payments p on p.id = n.payment_id
                                         join forged on p.order_id = forged.id),
       'forgedHolds', (select coalesce(sum(h.quantity), 0) from holds h join forged
                         on h.order_id = forged.id)
     )`,
  );
  return { ...JSON.parse(out), type: typeCounters(cluster, database, ticketTypeIds) };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs scenario (3). Arguments:
 * - cluster, database: the benchmark's cluster (cluster.mjs) and the shop's database on it;
 * - shop: { base, pid } of a shop started by startIpnShop (its SimplePay settings point at the
 *   simulator); secretKey, merchant: the simulator's account (startIpnShop answers them);
 * - pids: { servers, postgres } for the CPU split (cpu.mjs); startIpnShop answers them;
 * - orders (N, default BENCH_IPN_ORDERS or 2,000), copies (D, BENCH_IPN_COPIES or 3),
 *   connections (C, BENCH_IPN_CONNECTIONS or 64), tickets per order (BENCH_IPN_TICKETS or 1),
 *   ticketTypes (BENCH_IPN_TYPES or 1: the orders' ticket types, round robin; with one, every
 *   payment sells from the same row, the on-sale case),
 *   forgedShare (0.01: forged orders = max(1, round(N × share)), each sent D times with a wrong
 *   signature), prepareConcurrency (32), settleSeconds (BENCH_IPN_SETTLE_SECONDS or 20: how long
 *   to wait after the burst for the documents jobs before the checks), maxSeconds (120: cap of
 *   the burst), appSecret (the shop's APP_SECRET, for cart keys; shop.mjs's by default),
 *   log (a function of one string).
 * Answers a plain JSON-able object: { orders, copies, connections, sent, seconds,
 * verifiedPerSecond, p50, p99, codes, checks: { name: { value, expected, ok } }, ok,
 * prepareSeconds, ... }.
 */
export async function runIpnBurst({
  cluster,
  database,
  shop,
  secretKey,
  merchant,
  pids,
  orders = Number(process.env.BENCH_IPN_ORDERS ?? 2000),
  copies = Number(process.env.BENCH_IPN_COPIES ?? 3),
  connections = Number(process.env.BENCH_IPN_CONNECTIONS ?? 64),
  tickets = Number(process.env.BENCH_IPN_TICKETS ?? 1),
  ticketTypes = Number(process.env.BENCH_IPN_TYPES ?? 1),
  forgedShare = 0.01,
  prepareConcurrency = 32,
  settleSeconds = Number(process.env.BENCH_IPN_SETTLE_SECONDS ?? 20),
  maxSeconds = 120,
  appSecret = defaultAppSecret,
  log = () => undefined,
}) {
  const base = shop.base;
  const forgedCount = Math.max(1, Math.round(orders * forgedShare));
  const ticketTypeIds = createIpnTicketTypes(cluster, database, ticketTypes);
  const login = await api(base, 'POST', '/api/login', { body: demoBuyer });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  const options = { token: login.body.token, ticketTypeIds, tickets, secret: appSecret };

  log(
    `preparing ${orders} + ${forgedCount} orders awaiting payment (${prepareConcurrency} at a time)`,
  );
  const prepareStarted = Date.now();
  const ids = await prepareOrders(base, orders + forgedCount, options, prepareConcurrency);
  const prepareSeconds = (Date.now() - prepareStarted) / 1000;
  const payments = paymentsOf(cluster, database, ids);
  const forgedIds = new Set(ids.slice(orders));
  const paidIds = ids.slice(0, orders);
  log(`prepared in ${prepareSeconds.toFixed(1)} s`);

  // Every notification signed before the burst; each copy has its own salt, as SimplePay's.
  const at = simplePayTime(new Date());
  const wrongKey = randomBytes(24).toString('base64url');
  const items = [];
  for (const payment of payments) {
    const forged = forgedIds.has(payment.orderId);
    for (let copy = 0; copy < copies; copy += 1) {
      const body = ipnText(merchant, payment, at);
      items.push({ body, signature: sign(forged ? wrongKey : secretKey, body), forged });
    }
  }
  shuffle(items);
  const before = typeCounters(cluster, database, ticketTypeIds);

  log(`burst: ${items.length} notifications over ${connections} connections`);
  const cpu = pids ? cpuWindow(pids) : null;
  const burst = await sendBurst(base, items, { connections, secretKey, maxSeconds });
  const cpuSplit = cpu?.end() ?? null;
  const { result, tally, seconds } = burst;
  log(`burst done: ${result.requests.total} answers in ${seconds.toFixed(2)} s`);
  const codes = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) codes[code] = count;
  const serverErrors = Object.entries(codes)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);

  // The documents jobs (tickets, receipt, confirmation e-mail) run in the shop's worker.
  const settleStarted = Date.now();
  while (Date.now() - settleStarted < settleSeconds * 1000) {
    const pending = Number(
      psql(
        cluster,
        database,
        `select count(*) from jobs where kind = 'documents.issue' and done_at is null
            and payload ->> 'order_id' = any(${intArray(paidIds)}::text[])`,
      ),
    );
    if (pending === 0) break;
    await sleep(1000);
  }
  const settledSeconds = (Date.now() - settleStarted) / 1000;

  const db = databaseChecks(cluster, database, {
    paidIds,
    forgedIds: [...forgedIds],
    ticketTypeIds,
  });
  const validSent = orders * copies;
  const forgedSent = forgedCount * copies;
  const check = (value, expected) => ({ value, expected, ok: value === expected });
  const checks = {
    validAnswered200: check(codes['200'] ?? 0, validSent),
    echoesVerified: check(tally.verified, validSent),
    badEchoes: check(tally.badEcho, 0),
    serverErrors: check(serverErrors, 0),
    socketErrorsAndTimeouts: check(result.errors + result.timeouts, 0),
    forgedAnswered401: check(tally.forged401, forgedSent),
    ordersPaid: check(db.ordersPaid, orders),
    paymentsFinished: check(db.paymentsFinished, orders),
    ordersWithOnePayment: check(db.ordersWithOnePayment, orders),
    finishedNotificationsRecorded: check(db.finishedNotificationsRecorded, orders),
    notificationsApplied: check(db.notificationsApplied, orders),
    paidAuditOncePerOrder: check(db.paidAuditOncePerOrder, orders),
    documentJobOncePerOrder: check(db.documentJobOncePerOrder, orders),
    receiptOncePerOrder: check(db.receiptOncePerOrder, orders),
    tickets: check(db.tickets, orders * tickets),
    ordersWithOtherTicketCounts: check(db.ordersWithOtherTicketCounts, 0),
    soldIncrease: check(db.type.sold - before.sold, orders * tickets),
    heldNow: check(db.type.held, forgedCount * tickets),
    holdsLeftOfPaidOrders: check(db.holdsLeft, 0),
    refundsQueued: check(db.refunds, 0),
    ordersWithSeveralMails: check(db.ordersWithSeveralMails, 0),
    // The documents jobs render PDFs (slow): orders whose confirmation is queued have exactly one
    // e-mail; all N only when the jobs finished within settleSeconds (pendingDocumentJobs 0).
    confirmedOrdersWithOneMail: check(db.confirmedOrdersWithOneMail, db.confirmedOrders),
    confirmationMailsOfUnconfirmed: check(db.confirmationMails - db.confirmedOrdersWithOneMail, 0),
    forgedOrdersChanged: check(db.forgedOrdersChanged, 0),
    forgedPaymentsChanged: check(db.forgedPaymentsChanged, 0),
    forgedNotificationsRecorded: check(db.forgedNotificationsRecorded, 0),
    forgedHoldsKept: check(db.forgedHolds, forgedCount * tickets),
  };
  return {
    orders,
    copies,
    connections,
    ticketsPerOrder: tickets,
    ticketTypes,
    forgedOrders: forgedCount,
    sent: burst.sent,
    seconds: Math.round(seconds * 1000) / 1000,
    verifiedPerSecond: Math.round(tally.verified / seconds),
    answeredPerSecond: Math.round(result.requests.total / seconds),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    codes,
    tally,
    cpu: cpuSplit,
    prepareSeconds: Math.round(prepareSeconds * 10) / 10,
    documentsSettledSeconds: Math.round(settledSeconds * 10) / 10,
    pendingDocumentJobs: db.pendingDocumentJobs,
    confirmationMailsQueued: db.confirmationMails,
    checks,
    ok: Object.values(checks).every((c) => c.ok),
  };
}
