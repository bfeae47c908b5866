// Scenario (3) of the benchmark (docs/performance.md): a burst of SimplePay IPNs with duplicates.
// N orders await payment (prepared through the shop's API: cart add, order store, payment start at
// the SimplePay simulator); then every order's FINISHED notification, built and signed exactly as
// SimplePay sends it, goes to POST /api/payment/ipn D times (the original and D-1 duplicates, each
// copy with its own salt, as the simulator sends them), shuffled, over C connections, with ~1 %
// forged notifications (wrong key) for F extra orders. Measured: notifications answered 200 with a
// valid signed echo per second, latency, status codes. Then the database must show every effect
// exactly once (goal: >= 2,000 verified notifications/s, exactly once).
//
// startIpnShop() starts the simulator in its own process (simplepay-simulator.mjs, with a key the
// benchmark knows) and the built shop configured for it (SIMPLEPAY_* settings); runIpnBurst() runs
// the scenario against them. Every process goes through processes.mjs (stopped by PID on exit).
// The orders (prepared, then checked in the database) are ipn-orders.mjs's, the notifications
// (signed, sent, their replies checked) ipn-notifications.mjs's.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort } from './cluster.mjs';
import { cpuWindow, postmasterPid } from './cpu.mjs';
import {
  api,
  createIpnTicketTypes,
  databaseChecks,
  intArray,
  paymentsOf,
  prepareOrders,
  psql,
  typeCounters,
} from './ipn-orders.mjs';
import { ipnText, sendBurst, shuffle, sign, simplePayTime } from './ipn-notifications.mjs';
import { startProcess, stopProcess } from './processes.mjs';
import { appSecret as defaultAppSecret, startShop } from './shop.mjs';

const simulatorEntry = path.join('scripts', 'bench', 'simplepay-simulator.mjs');

/** The demo buyer (demo mode seeds it); every benchmark order is theirs. */
const demoBuyer = { email: 'demo@example.com', password: 'Rakpart-Demo-2026' };

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
