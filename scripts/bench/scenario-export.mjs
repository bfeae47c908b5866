// Scenario (6), the exports (decision 0040): 100,000 paid orders written straight into the
// shop's database with generate_series (one ticket line each, paid over the last year), then the
// orders export of that year downloaded as XLSX and as CSV from the built server. While each
// download runs, the server's resident memory is sampled from /proc/<pid>/status (VmRSS) every
// 10 ms; the figure is the peak above the idle server's, the goal under 100 MB. Throughput is
// rows and bytes per second of the whole download as the client reads it.
import fs from 'node:fs';
import { Secret, TOTP } from 'otpauth';

/** The demo staff accounts' authenticator secret (README; apps/server/src/db/seed/demo-users.ts). */
const demoTotpSecret = 'RAKPARTDEMOSZINHAZJEGYPENZTAR234';

/** The server's resident set now, in bytes (Linux: /proc/<pid>/status). */
export function residentBytes(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** The lowest of a few samples over a second: the idle server, between collections. */
async function idleBytes(pid) {
  let low = Infinity;
  for (let i = 0; i < 10; i += 1) {
    low = Math.min(low, residentBytes(pid));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return low;
}

/** Inserts `orders` paid online orders with a ticket line each, spread over the last 360 days. */
function seedOrders(cluster, database, orders) {
  const began = Date.now();
  cluster.psql(
    database,
    `with t as (
       select t.id as type_id, t.name, t.name_en, t.price, e.id as event_id, e.starts_at,
              p.name as event_name, p.name_en as event_name_en
         from ticket_types t join events e on e.id = t.event_id
         join productions p on p.id = e.production_id
        order by t.id limit 1
     ),
     o as (
       insert into orders (buyer_name, buyer_email, status, payment_status, payment_method,
                           channel, total, ticket_total, created_at, paid_at)
       select 'Bench Vevő ' || g, 'bench' || g || '@example.com', 'paid', 1, 2, 'online',
              (select price from t) * 2, (select price from t) * 2,
              now() - (g % 360) * interval '1 day' - interval '2 hours',
              now() - (g % 360) * interval '1 day' - interval '1 hour'
         from generate_series(1, ${Number(orders)}) g
       returning id
     )
     insert into order_items (order_id, ticket_type_id, kind, name, name_en, event_id, event_name,
                              event_name_en, event_start, quantity, unit_price, total)
     select o.id, t.type_id, 'ticket', t.name, t.name_en, t.event_id, t.event_name,
            t.event_name_en, t.starts_at, 2, t.price, t.price * 2
       from o cross join t`,
  );
  cluster.psql(database, 'analyze orders; analyze order_items');
  return (Date.now() - began) / 1000;
}

const dayOf = (ms) => new Date(ms).toISOString().slice(0, 10);

/** One download, its bytes counted as they come, the server's RSS sampled meanwhile. */
async function download(url, credentials, pid) {
  let peak = residentBytes(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 10);
  const began = performance.now();
  try {
    const res = await fetch(url, {
      headers: { ...credentials, 'accept-language': 'hu' },
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    let bytes = 0;
    let lineEnds = 0;
    let head = null;
    for await (const chunk of res.body) {
      if (!head) head = Buffer.from(chunk.subarray(0, 4));
      bytes += chunk.byteLength;
      for (let i = 0; i < chunk.length; i += 1) if (chunk[i] === 10) lineEnds += 1;
    }
    const seconds = (performance.now() - began) / 1000;
    peak = Math.max(peak, residentBytes(pid));
    return { bytes, seconds, lineEnds, head, peak, type: res.headers.get('content-type') };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The back office wants a staff session (decision 0056): the demo administrator passes the second
 * factor with the demo authenticator secret (README), as a person with the app would.
 */
async function staffCredentials(base, token) {
  const code = new TOTP({ secret: Secret.fromBase32(demoTotpSecret) }).generate();
  const res = await fetch(`${base}/api/second-factor/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ method: 'totp', code }),
  });
  if (!res.ok) throw new Error(`the second factor answered ${res.status}`);
  const cookie = /jegy_staff=[^;]*/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  const { csrf_token: csrf } = await res.json();
  return { authorization: `Bearer ${token}`, cookie, 'x-csrf-token': csrf };
}

export async function runExportScenario({ cluster, database, shop, orders, formats, log }) {
  log(`seeding ${orders.toLocaleString('en-US')} paid orders with generate_series`);
  const seedSeconds = seedOrders(cluster, database, orders);
  const login = await fetch(`${shop.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Rakpart-Admin-2026' }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const { token } = await login.json();
  const credentials = await staffCredentials(shop.base, token);
  const from = dayOf(Date.now() - 364 * 86_400_000);
  const to = dayOf(Date.now() + 86_400_000);
  const expected = Number(
    cluster.psql(
      database,
      `select count(*) from orders where paid_at >= '${from}'::date - interval '1 day'
                                     and paid_at < '${to}'::date + interval '2 days'`,
    ),
  );
  const results = { orders, seedSeconds, from, to, expectedRows: expected, formats: {} };
  for (const [index, format] of formats.entries()) {
    // A format asked for again is reported under its turn (`xlsx#2`): whether memory comes back.
    const name = formats.indexOf(format) === index ? format : `${format}#${index + 1}`;
    const idle = await idleBytes(shop.pid);
    const url = `${shop.base}/api/admin/exports/orders?from=${from}&to=${to}&date=payment&format=${format}`;
    log(`downloading the orders export as ${format.toUpperCase()}`);
    const run = await download(url, credentials, shop.pid);
    const rows = format === 'csv' ? run.lineEnds - 1 : null;
    results.formats[name] = {
      idleMiB: idle / 2 ** 20,
      peakMiB: run.peak / 2 ** 20,
      aboveIdleMiB: (run.peak - idle) / 2 ** 20,
      bytes: run.bytes,
      seconds: run.seconds,
      rowsPerSecond: expected / run.seconds,
      mibPerSecond: run.bytes / 2 ** 20 / run.seconds,
      rows,
      looksRight:
        format === 'csv'
          ? run.head?.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])) === true &&
            rows === expected
          : run.head?.subarray(0, 2).toString('latin1') === 'PK',
    };
    log(
      `${name}: ${(run.bytes / 2 ** 20).toFixed(1)} MiB in ${run.seconds.toFixed(1)} s; ` +
        `RSS peak ${(run.peak / 2 ** 20).toFixed(0)} MiB, ${((run.peak - idle) / 2 ** 20).toFixed(0)} MiB above idle`,
    );
  }
  const status = fs.readFileSync(`/proc/${shop.pid}/status`, 'utf8');
  results.vmHwmMiB = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  return results;
}
