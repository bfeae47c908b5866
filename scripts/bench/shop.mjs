// The shop as it is deployed: the built server (apps/server/dist/server.js) on the benchmark's
// durable cluster, in demo mode (NODE_ENV=development: migrations and the demo season on start),
// with LOG_LEVEL=warn. Per-request info logging is a deployment choice, not part of what is
// measured here.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { startProcess, stopProcess, waitFor } from './processes.mjs';

export const serverEntry = path.join('apps', 'server', 'dist', 'server.js');

/** A secret of the benchmark's own, so it can mint cart keys the shop accepts. */
export const appSecret = `bench-${randomBytes(24).toString('hex')}`;

/**
 * The shop on a database of the cluster, or, given `dataDir` instead, on the embedded PGlite
 * default under it (no DATABASE_URL: as `npm start` runs on a fresh machine).
 */
export async function startShop({
  cluster,
  database,
  dataDir,
  port,
  poolMax,
  nodeArgs = [],
  env = {},
}) {
  const child = startProcess(process.execPath, [...nodeArgs, serverEntry], {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: dataDir ? '' : cluster.url(database),
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    DATABASE_POOL_MAX: String(poolMax),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    APP_SECRET: appSecret,
    ...env,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`, 120_000, child);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { child, base, pid: child.pid, stop: () => stopProcess(child, 12_000) };
}

/** GET /api/metrics; retried for up to 15 s while an overloaded shop sheds load (503). */
export async function metrics(base) {
  const until = Date.now() + 15_000;
  for (;;) {
    const res = await fetch(`${base}/api/metrics`);
    if (res.ok) return res.json();
    if (res.status !== 503 || Date.now() > until) {
      throw new Error(`GET /api/metrics answered ${res.status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * A published performance a month ahead, sale window open, not VIP, with two ticket types of the
 * benchmark's own: `hot` (never sells out during the run) and `sellout` (capacity C).
 */
export async function createOnSaleTypes(sql, { sellOutCapacity }) {
  const out = await sql.value(
    `with e as (
       insert into events (production_id, venue_id, url, starts_at, sale_starts_at, sale_ends_at,
                           vip_only, published)
       select (select min(id) from productions), (select min(id) from venues), 'bench-on-sale',
              now() + interval '30 days', now() - interval '1 day', null, false, true
       returning id
     ),
     hot as (
       insert into ticket_types (event_id, name, name_en, price, capacity, vip_only, sort_order)
       select e.id, 'Bench hot', 'Bench hot', 4900, 2000000000, false, 1 from e returning id
     ),
     sellout as (
       insert into ticket_types (event_id, name, name_en, price, capacity, vip_only, sort_order)
       select e.id, 'Bench sell-out', 'Bench sell-out', 4900, ${Number(sellOutCapacity)}, false, 2
         from e returning id
     )
     select (select id from hot) || ',' || (select id from sellout)`,
  );
  const [hot, sellout] = out.split(',').map(Number);
  if (!hot || !sellout) throw new Error(`could not create the ticket types: ${out}`);
  return { hot, sellout };
}

/** `sql`: database-access.mjs. Live holds (unexpired) of a ticket type, and its sold count and capacity, from the database. */
export async function typeState(sql, ticketTypeId) {
  const out = await sql.value(
    `select coalesce((select sum(quantity) from holds
                       where ticket_type_id = ${ticketTypeId} and expires_at > now()), 0)
            || ',' || (select count(*) from holds where ticket_type_id = ${ticketTypeId})
            || ',' || sold || ',' || capacity
       from ticket_types where id = ${ticketTypeId}`,
  );
  const [liveHolds, holdRows, sold, capacity] = out.split(',').map(Number);
  return { liveHolds, holdRows, sold, capacity };
}
