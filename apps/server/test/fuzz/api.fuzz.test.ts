import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/modules/accounts/accounts.repository.js';
import { startSession } from '../../src/modules/accounts/start-session.js';
import { isMaintenanceOn, setMaintenance } from '../../src/modules/settings/maintenance.js';
import { hashToken } from '../../src/lib/secure-token.js';
import { systemClock } from '../../src/lib/clock.js';
import { createTestApp, type TestApp } from '../test-app.js';
import {
  changedTables,
  createDigester,
  digestExclusions,
  type Digester,
} from './database-digest.js';
import { requestArbitrary, type Actor, type FuzzRequest } from './fuzz-requests.js';
import {
  genericOperation,
  openApiOperations,
  registeredRoutes,
  routeKey,
  type OpenApiDocument,
  type Operation,
} from './route-inventory.js';
import type { Pools } from './schema-arbitraries.js';

/**
 * Issue 8: property-based requests against every endpoint, generated with fast-check from the
 * app's own OpenAPI document (zod schemas through @fastify/swagger): path parameters, query
 * strings and JSON bodies, valid (schema-derived, with ids, slugs, codes and cart keys of the
 * seeded season) and mutated (wrong types, missing or extra fields, nulls, huge, unicode and
 * control-character strings, numbers at the limits, deep nesting, bodies that are not JSON, other
 * content types, multipart uploads), from five kinds of caller (nobody, a token nobody issued, a
 * customer, a cashier, an administrator), each from its own client address so that per-IP limits
 * rarely stop a request before validation. Registered routes the document does not describe are
 * fuzzed with generic inputs. HEAD is not sent (Fastify answers it from the GET route).
 *
 * Properties, for every request:
 * - the answer is never a 5xx. Not even a 503: the run switches load shedding off (an event-loop
 *   lag on a shared machine says nothing about the input), and no request may switch maintenance
 *   on: a valid `PUT /api/admin/maintenance` is always sent with `enabled: false` (fuzz-requests.ts);
 * - when the answer is a refusal (>= 400), the database is as it was before the request.
 *
 * The second is checked per request. A trigger on every digested table counts the rows written
 * (database-digest.ts); when the count moved, the full digest is taken and, for a refusal, compared
 * with the digest before it. When the count stood still, no digested row changed. The full digest
 * is also taken before and after each operation's batch, which checks the counter itself. After an
 * accepted request that wrote, the callers are put back as they were (a fuzzed role change, logout
 * or password change would otherwise lock one out for the rest of the run) before the next
 * baseline. Not covered by design: a correctly signed IPN (the signature needs the merchant
 * secret), and sequences of requests (each operation is fuzzed on its own).
 *
 * FUZZ_SEED (default 20268) and FUZZ_RUNS (default 200 per operation) override the run;
 * FUZZ_ONLY narrows it to the operations a regular expression matches.
 */
const baseSeed = Number(process.env.FUZZ_SEED ?? 20268);
const runs = Number(process.env.FUZZ_RUNS ?? 200);
/** FUZZ_ONLY: a regular expression on `METHOD /path` to fuzz only some operations (while debugging). */
const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;

/** The seeded demo accounts that stand for each role (README: demo accounts). */
const accounts = {
  customer: { email: 'demo@example.com', role: 'customer' },
  cashier: { email: 'penztar@example.com', role: 'cashier' },
  admin: { email: 'admin@example.com', role: 'admin' },
} as const;
type SignedInActor = keyof typeof accounts;

/** Authorization headers that are not a live session. */
const badAuthorizations = [
  `Bearer ${'A'.repeat(43)}`,
  'Bearer x',
  'Bearer ',
  `Bearer ${'x'.repeat(500)}`,
  'Basic YWRtaW46YWRtaW4=',
  'bearer\u00e9',
  `Bearer ${'A'.repeat(20)}.${'B'.repeat(20)}`,
];

let t: TestApp;
const timing = { inject: 0, check: 0, digests: 0 };
let digester: Digester;
const tokens = new Map<SignedInActor, string>();
const userIds = new Map<SignedInActor, number>();

async function signIn(actor: SignedInActor): Promise<void> {
  const user = await findUserByEmail(t.database.db, accounts[actor].email);
  if (!user) throw new Error(`seeded user ${accounts[actor].email} missing`);
  userIds.set(actor, user.id);
  const session = await startSession(t.database.db, systemClock, user);
  tokens.set(actor, session.token);
}

/**
 * Puts the callers back as they were: their roles, a live session each, maintenance off. Returns
 * whether anything had to be written (then the baseline digest is taken again).
 */
async function restoreActors(): Promise<boolean> {
  const db = t.database.db;
  let wrote = false;
  for (const actor of Object.keys(accounts) as SignedInActor[]) {
    const id = userIds.get(actor) ?? 0;
    const updated = await db
      .updateTable('users')
      .set({ role: accounts[actor].role })
      .where('id', '=', id)
      .where('role', '<>', accounts[actor].role)
      .executeTakeFirst();
    if (updated.numUpdatedRows > 0n) wrote = true;
    const session = await db
      .selectFrom('sessions')
      .select(['revoked_at', 'expires_at'])
      .where('token_hash', '=', hashToken(tokens.get(actor) ?? ''))
      .executeTakeFirst();
    if (!session || session.revoked_at !== null || session.expires_at <= new Date()) {
      await signIn(actor);
      wrote = true;
    }
  }
  if (await isMaintenanceOn(db)) {
    await setMaintenance(db, false);
    wrote = true;
  }
  return wrote;
}

/** Ids, slugs, codes, e-mails and keys that exist in the seeded database. */
async function loadPools(): Promise<Pools> {
  const db = t.database.db;
  const columns = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public'
      and ((column_name = 'id' and data_type = 'integer') or data_type = 'uuid')`.execute(db);
  const ids = new Set<number>();
  const uuids = new Set<string>();
  for (const { table_name, column_name, data_type } of columns.rows) {
    const rows = await sql<{ v: string | number }>`
      select ${sql.ref(column_name)} as v from ${sql.table(table_name)} order by 1 limit 15`.execute(
      db,
    );
    for (const { v } of rows.rows) {
      if (data_type === 'uuid') uuids.add(String(v));
      else ids.add(Number(v));
    }
  }
  const texts = async (table: string, column: string) =>
    (
      await sql<{
        v: string;
      }>`select ${sql.ref(column)} as v from ${sql.table(table)} order by 1 limit 20`.execute(db)
    ).rows.map((row) => row.v);
  const cartKeys: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    cartKeys.push((await t.app.inject('/api/cart/get-key')).json<{ cart_key: string }>().cart_key);
  }
  const first = async (table: 'productions' | 'venues' | 'events') =>
    (await db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const [productionId, venueId, eventId] = [
    await first('productions'),
    await first('venues'),
    await first('events'),
  ];
  const documentIds = (await db.selectFrom('documents').select('id').execute()).map((r) => r.id);
  const ticketCodes = await texts('tickets', 'code');
  const password = 'Szinhazi-Jegy-77';
  const examples: Record<string, unknown[]> = {
    'POST /api/register': [1, 2, 3].map((n) => ({
      name: 'Kovács-Nagy Éva',
      email: `fuzz-${n}@example.org`,
      password,
      password_confirmation: password,
      terms: true,
    })),
    'POST /api/login': [
      { email: 'demo@example.com', password: 'Rakpart-Demo-2026' },
      { email: 'demo@example.com', password },
    ],
    'POST /api/admin/performances': [
      {
        production_id: productionId,
        venue_id: venueId,
        url: 'fuzz-performance',
        starts_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        sale_starts_at: null,
        sale_ends_at: null,
        vip_only: false,
        tech_fee: null,
      },
    ],
    'POST /api/admin/coupons': [
      {
        name: 'Fuzz',
        name_en: 'Fuzz',
        valid_from: null,
        valid_until: null,
        max_uses: null,
        max_uses_per_user: null,
        code: 'FUZZ-10',
        kind: 'percent',
        value: 10,
        event_ids: [eventId],
      },
    ],
    'POST /api/admin/check-in': ticketCodes.map((code) => ({ code, event_id: eventId, door: 'A' })),
    'POST /api/admin/documents/reorder': [{ type: 'info', ids: documentIds }],
  };
  return {
    examples,
    ids: [...ids],
    uuids: [...uuids],
    slugs: [
      ...(await texts('events', 'url')),
      ...(await texts('documents', 'slug')),
      ...(await texts('settings', 'key')),
    ],
    codes: [...(await texts('coupons', 'code')), ...(await texts('tickets', 'code'))],
    emails: [...(await texts('users', 'email')), 'nobody@example.org', 'a@b'],
    cartKeys,
  };
}

function authorization(actor: Actor, index: number): string | undefined {
  if (actor === 'anonymous') return undefined;
  if (actor === 'bad-token') return badAuthorizations[index % badAuthorizations.length];
  return `Bearer ${tokens.get(actor) ?? ''}`;
}

function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : ` body ${String(request.payload.length)}B: ${
          typeof request.payload === 'string' ? request.payload.slice(0, 300) : '<binary>'
        }`;
  return `${request.method} ${request.url.slice(0, 300)} [${request.intent}] from ${request.remoteAddress} ${JSON.stringify(request.headers).slice(0, 200)}${payload}`;
}

interface OperationResult {
  operation: string;
  source: Operation['source'];
  tried: number;
  statuses: Map<number, number>;
  unprocessableWithoutErrors: number;
  ms: number;
  failure?: string;
}

function seedOf(key: string): number {
  let hash = baseSeed | 0;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** Sends `runs` generated requests to one operation and checks both properties on each. */
async function fuzzOperation(op: Operation, pools: Pools): Promise<OperationResult> {
  const key = `${op.method} ${op.path}`;
  const result: OperationResult = {
    operation: key,
    source: op.source,
    tried: 0,
    statuses: new Map(),
    unprocessableWithoutErrors: 0,
    ms: 0,
  };
  const started = performance.now();
  await restoreActors();
  // The state before the next request: its digest, and the change counter when it was taken.
  let known = await digester.digest();
  let count = await digester.changeCount();
  let failure: string | undefined;
  try {
    await fc.assert(
      fc.asyncProperty(requestArbitrary(op, pools), async (request) => {
        const index = result.tried;
        result.tried += 1;
        const auth = authorization(request.actor, index);
        const sent = performance.now();
        const res = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...request.headers, ...(auth !== undefined ? { authorization: auth } : {}) },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
          remoteAddress: request.remoteAddress,
        });
        const status = res.statusCode;
        timing.inject += performance.now() - sent;
        const checked = performance.now();
        result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
        if (status >= 500) {
          failure = `${status} ${res.body.slice(0, 300)} for ${describeRequest(request)}`;
          throw new Error(failure);
        }
        if (status === 422) {
          const body = res.headers['content-type']?.toString().includes('json')
            ? res.json<{ errors?: unknown }>()
            : {};
          if (body.errors === undefined) result.unprocessableWithoutErrors += 1;
        }
        // No row of a digested table written: the digest is the one known before the request.
        if ((await digester.changeCount()) !== count) {
          let after = await digester.digest();
          timing.digests += 1;
          if (status >= 400 && after.total !== known.total) {
            failure = `${status} changed ${changedTables(known, after).join(', ')} for ${describeRequest(request)}`;
            throw new Error(failure);
          }
          if (status < 400 && (await restoreActors())) after = await digester.digest();
          known = after;
          count = await digester.changeCount();
        }
        timing.check += performance.now() - checked;
      }),
      { seed: seedOf(key), numRuns: runs, endOnFailure: true },
    );
    // The batch's digest after its last request: also proves the counter missed no change.
    const final = await digester.digest();
    if (final.total !== known.total) {
      failure = `the digest changed (${changedTables(known, final).join(', ')}) while the change counter stood still`;
    }
  } catch (error) {
    failure ??= error instanceof Error ? error.message.slice(0, 1000) : String(error);
  }
  result.failure = failure;
  result.ms = performance.now() - started;
  return result;
}

function histogram(statuses: Map<number, number>): string {
  return [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}:${count}`)
    .join(' ');
}

/** The report: per operation the requests tried, the time taken and the status histogram. */
function table(results: OperationResult[]): string {
  const width = Math.max(...results.map((r) => r.operation.length), 9);
  const row = (name: string, source: string, tried: number, ms: number, statuses: string) =>
    `${name.padEnd(width)}  ${source.padEnd(7)}  ${String(tried).padStart(6)}  ${String(Math.round(ms)).padStart(6)}  ${statuses}`;
  const totals = new Map<number, number>();
  for (const r of results) {
    for (const [status, count] of r.statuses) totals.set(status, (totals.get(status) ?? 0) + count);
  }
  return [
    `${'operation'.padEnd(width)}  source    tried      ms  statuses`,
    ...results.map((r) =>
      row(
        r.operation,
        r.source,
        r.tried,
        r.ms,
        histogram(r.statuses) + (r.failure ? '  FAILED' : ''),
      ),
    ),
    row(
      `TOTAL (${results.length} operations)`,
      '',
      results.reduce((sum, r) => sum + r.tried, 0),
      results.reduce((sum, r) => sum + r.ms, 0),
      histogram(totals),
    ),
  ].join('\n');
}

describe('fuzzing every endpoint from the OpenAPI document', () => {
  let operations: Operation[] = [];

  beforeAll(async () => {
    // Load shedding (a 503 when the event loop lags on this shared machine) is not about input.
    t = await createTestApp({ env: { MAX_EVENT_LOOP_DELAY_MS: '0' } });
    digester = await createDigester(t.database.db);
    for (const actor of Object.keys(accounts) as SignedInActor[]) await signIn(actor);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has an operation for every registered route (those without a schema fuzzed generically)', () => {
    const documented = openApiOperations(t.app.swagger() as unknown as OpenApiDocument);
    const registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    const registeredKeys = new Set(registered.map((r) => routeKey(r.method, r.path)));
    const documentedKeys = new Set(documented.map((op) => routeKey(op.method, op.path)));
    // Everything the document describes is a real route.
    expect(documented.filter((op) => !registeredKeys.has(routeKey(op.method, op.path)))).toEqual(
      [],
    );
    const undocumented = registered.filter((r) => !documentedKeys.has(routeKey(r.method, r.path)));
    console.log(
      `OpenAPI operations: ${documented.length}; registered routes without a schema in it ` +
        `(fuzzed with generic inputs): ${undocumented.length}\n` +
        undocumented.map((r) => `  ${r.method} ${r.path}`).join('\n'),
    );
    expect(documented.length).toBeGreaterThan(100);
    operations = [...documented, ...undocumented.map(genericOperation)];
    const covered = new Set(operations.map((op) => routeKey(op.method, op.path)));
    expect([...registeredKeys].filter((key) => !covered.has(key))).toEqual([]);
  });

  it('answers no request with a 5xx, and no refused request changes the database', async () => {
    expect(operations.length).toBeGreaterThan(0);
    const pools = await loadPools();
    const results: OperationResult[] = [];
    for (const op of operations) {
      if (only && !only.test(`${op.method} ${op.path}`)) continue;
      results.push(await fuzzOperation(op, pools));
    }
    console.log(
      `fuzz seed ${baseSeed}, ${runs} runs per operation; digest excludes ${digestExclusions
        .map((e) => `${e.table}${e.column ? `.${e.column}` : ''}`)
        .join(', ')}\n${table(results)}`,
    );
    const withoutErrors = results.filter((r) => r.unprocessableWithoutErrors > 0);
    if (withoutErrors.length > 0) {
      console.log(
        `422 answers without per-field errors: ${withoutErrors.map((r) => `${r.operation} (${r.unprocessableWithoutErrors})`).join(', ')}`,
      );
    }
    console.log(
      `time in app.inject ${Math.round(timing.inject)} ms, in the state checks ${Math.round(timing.check)} ms; ${timing.digests} digests after requests that wrote`,
    );
    const slowest = [...results].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(
      `slowest: ${slowest.map((r) => `${r.operation} ${Math.round(r.ms)} ms`).join(', ')}`,
    );
    expect(results.filter((r) => r.tried < runs).map((r) => `${r.operation}: ${r.tried}`)).toEqual(
      results
        .filter((r) => r.failure !== undefined && r.tried < runs)
        .map((r) => `${r.operation}: ${r.tried}`),
    );
    expect(
      results.filter((r) => r.failure).map((r) => `${r.operation}: ${r.failure ?? ''}`),
    ).toEqual([]);
  });
});
