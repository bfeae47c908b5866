// autocannon runs against loopback only, each bounded by a duration. Every response's status is
// counted (the sell-out phase must account for each reply), with the times of the last 200 and of
// the first 409.
import { mintCartKey } from './cart-keys.mjs';
import autocannon from 'autocannon';

function run(options, { stopWhen, maxSeconds } = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const marks = { last200: null, first409: null, perSecond: [] };
    let instance = null;
    instance = autocannon(
      {
        ...options,
        duration: maxSeconds ?? options.duration,
        headers: { 'accept-encoding': 'identity', ...options.headers },
      },
      (err, result) => {
        clearInterval(watcher);
        if (err) reject(err);
        else resolve(summarize(result, started, marks));
      },
    );
    instance.on('response', (_client, statusCode) => {
      const second = Math.floor((Date.now() - started) / 1000);
      marks.perSecond[second] = (marks.perSecond[second] ?? 0) + 1;
      if (statusCode === 200) marks.last200 = Date.now();
      else if (statusCode === 409 && marks.first409 === null) marks.first409 = Date.now();
    });
    // autocannon checks its stop flag once a second.
    const watcher = setInterval(() => {
      if (stopWhen?.(marks, (Date.now() - started) / 1000)) instance.stop();
    }, 100);
  });
}

function summarize(result, started, marks) {
  const codes = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) codes[code] = count;
  const sum = (predicate) =>
    Object.entries(codes).reduce(
      (total, [code, n]) => total + (predicate(Number(code)) ? n : 0),
      0,
    );
  const at = (time) => (time === null ? null : (time - started) / 1000);
  return {
    rps: result.requests.average,
    total: result.requests.total,
    duration: result.duration,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    codes,
    ok: codes['200'] ?? 0,
    serverErrors: sum((code) => code >= 500),
    otherErrors: sum((code) => code !== 200 && code !== 409 && code < 500),
    errors: result.errors,
    timeouts: result.timeouts,
    last200s: at(marks.last200),
    // Replies per second of the run (the last, partial second left out).
    perSecond: Array.from(marks.perSecond.slice(0, -1), (n) => n ?? 0),
    first409s: at(marks.first409),
  };
}

export function loadGet(url, { connections, duration, headers }) {
  return run({ url, connections, duration, ...(headers ? { headers } : {}) });
}

/** The n-th client address of a load: 10.0.0.1, 10.0.0.2, … (one buyer, one address). */
const clientAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${(n & 255) + 1}`;

/**
 * POST /api/cart/{key}/add on one ticket type, a fresh buyer (cart key) per request, the keys taken
 * in order from the precomputed pool (minted on the spot if it runs out; `cursor.mintedLive`
 * counts those, and should stay 0). The bodies of 409 replies are checked for ticket_sold_out.
 * With `clientAddresses`, each buyer also comes from an address of its own (X-Forwarded-For, for a
 * shop behind a trusted loopback proxy), as in a real spike: the per-client hold limits
 * (decision 0024) then count each buyer on its own.
 */
export function loadCartAdd(
  base,
  pool,
  {
    ticketTypeId,
    connections,
    duration,
    cursor,
    secret,
    stopWhen,
    maxSeconds,
    overallRate,
    clientAddresses = false,
  },
) {
  const conflicts = cursor.conflicts ?? (cursor.conflicts = {});
  return run(
    {
      url: base,
      connections,
      duration,
      // Open loop: this many requests a second in all, whatever the replies' latency.
      ...(overallRate ? { overallRate } : {}),
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => {
            let key;
            if (cursor.next < pool.keys.length) {
              key = pool.keys[cursor.next];
              cursor.next += 1;
            } else {
              key = mintCartKey(secret);
              cursor.mintedLive = (cursor.mintedLive ?? 0) + 1;
            }
            request.path = `/api/cart/${key}/add`;
            request.body = `{"id":${ticketTypeId},"cart_key":"${key}"}`;
            if (clientAddresses) {
              cursor.clients = (cursor.clients ?? 0) + 1;
              request.headers = {
                ...request.headers,
                'x-forwarded-for': clientAddress(cursor.clients),
              };
            }
            return request;
          },
          onResponse: (status, body) => {
            if (status !== 409 && status !== 428 && status !== 429) return;
            const code = /"code":"([a-z_]+)"/.exec(body)?.[1] ?? 'unknown';
            conflicts[code] = (conflicts[code] ?? 0) + 1;
          },
        },
      ],
    },
    { stopWhen, maxSeconds },
  );
}
