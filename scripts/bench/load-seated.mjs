// The seated on-sale's load: `connections` buyers at once, each request a fresh buyer (cart key,
// client address), until every seat is held, then `afterSeconds` more. Half the buyers pick on the
// map: they read the compact seat status (GET /seat-status, as the map's page polls it), choose a
// random free seat and up to 1–4 free seats beside it in its block, and hold them (POST
// /cart/{key}/seats); the other half ask for the best 1–4 adjacent seats of a zone (POST
// /best-available). autocannon cannot chain a read and a write per buyer, so this is a loop of
// keep-alive HTTP requests per connection. Every hold answer is recorded for the checks: the seats
// a 200 got, the seats a 409 seat_taken named and when it arrived.
import http from 'node:http';
import { mintCartKey } from './cart-keys.mjs';

const clientAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${(n & 255) + 1}`;

function request(agent, base, { method, path, body, headers }) {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          'accept-encoding': 'identity',
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
            at: Date.now(),
          }),
        );
        res.on('error', () => resolve({ status: 0, text: '', ms: 0, at: Date.now() }));
      },
    );
    req.on('error', () =>
      resolve({ status: 0, text: '', ms: performance.now() - started, at: Date.now() }),
    );
    req.setTimeout(30_000, () => req.destroy());
    if (payload) req.write(payload);
    req.end();
  });
}

/** Free seats of the status beside `index` in its block, starting there, at most `n`. */
export function pickSeats(status, blocks, index, n) {
  const picked = [index];
  const sameBlock = (j) =>
    j >= 0 && j < status.length && blocks[j] === blocks[index] && status[j] === 'f';
  for (let step = 1; picked.length < n && step < n * 2; step += 1) {
    const right = index + step;
    const left = index - step;
    if (sameBlock(right) && picked.length < n) picked.push(right);
    if (sameBlock(left) && picked.length < n) picked.push(left);
    if (!sameBlock(right) && !sameBlock(left)) break;
  }
  return picked;
}

/**
 * `seats`: the map's seats in its order ({ id, block key }). Answers the records of every request
 * and the moment (ms since the start) the last seat was held.
 */
export async function loadSeated({
  base,
  eventId,
  zones,
  seats,
  capacity,
  connections,
  pool,
  cursor,
  secret,
  afterSeconds,
  maxSeconds,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const ids = seats.map((seat) => seat.id);
  const blocks = seats.map((seat) => seat.block);
  const started = Date.now();
  const out = {
    holds: [],
    statusReads: [],
    heldSeats: 0,
    soldOutMs: null,
    codes: {},
    conflicts: {},
    errors: 0,
    noFreeSeen: 0,
  };
  const nextKey = () => {
    if (cursor.next < pool.keys.length) return pool.keys[cursor.next++];
    cursor.mintedLive = (cursor.mintedLive ?? 0) + 1;
    return mintCartKey(secret);
  };
  const done = () =>
    Date.now() - started > maxSeconds * 1000 ||
    (out.soldOutMs !== null && Date.now() - started - out.soldOutMs > afterSeconds * 1000);

  const buyer = async () => {
    while (!done()) {
      const key = nextKey();
      cursor.clients = (cursor.clients ?? 0) + 1;
      const headers = { 'x-forwarded-for': clientAddress(cursor.clients) };
      const quantity = 1 + Math.floor(Math.random() * 4);
      let kind;
      let asked = null;
      let body;
      if (Math.random() < 0.5) {
        kind = 'map';
        const read = await request(agent, base, {
          method: 'GET',
          path: `/api/events/${eventId}/seat-status`,
          headers,
        });
        out.statusReads.push({ status: read.status, ms: read.ms });
        if (read.status !== 200) {
          if (read.status === 0) out.errors += 1;
          continue;
        }
        const status = JSON.parse(read.text).status;
        const free = [];
        for (let i = 0; i < status.length; i += 1) if (status[i] === 'f') free.push(i);
        if (free.length === 0) {
          out.noFreeSeen += 1;
          continue;
        }
        const first = free[Math.floor(Math.random() * free.length)];
        asked = pickSeats(status, blocks, first, quantity).map((i) => ids[i]);
        body = { cart_key: key, event_id: eventId, seat_ids: asked };
      } else {
        kind = 'best';
        const zone = zones[Math.floor(Math.random() * zones.length)];
        body = { cart_key: key, ticket_type_id: zone, quantity };
      }
      const path = kind === 'map' ? `/api/cart/${key}/seats` : `/api/cart/${key}/best-available`;
      const reply = await request(agent, base, { method: 'POST', path, body, headers });
      out.codes[reply.status] = (out.codes[reply.status] ?? 0) + 1;
      if (reply.status === 0) out.errors += 1;
      const record = { kind, status: reply.status, ms: reply.ms, at: reply.at, asked };
      if (reply.status === 200) {
        const items = JSON.parse(reply.text).items;
        record.seats = items.flatMap((item) => (item.seat ? [item.seat.id] : []));
        out.heldSeats += record.seats.length;
        if (out.heldSeats >= capacity && out.soldOutMs === null) {
          out.soldOutMs = reply.at - started;
        }
      } else if (reply.status === 409) {
        const answer = JSON.parse(reply.text);
        record.code = answer.code;
        out.conflicts[answer.code] = (out.conflicts[answer.code] ?? 0) + 1;
        if (answer.code === 'seat_taken') record.named = answer.seat_ids;
      }
      out.holds.push(record);
    }
  };
  await Promise.all(Array.from({ length: connections }, () => buyer()));
  agent.destroy();
  out.seconds = (Date.now() - started) / 1000;
  out.started = started;
  return out;
}
