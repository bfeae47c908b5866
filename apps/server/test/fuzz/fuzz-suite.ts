import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import {
  changedTables,
  createDigester,
  digestExclusions,
  type Digester,
} from './database-digest.js';
import { createCallers, type Callers } from './fuzz-callers.js';
import { loadPools } from './fuzz-pools.js';
import { describeRequest, table, type OperationResult } from './fuzz-report.js';
import { requestArbitrary } from './fuzz-requests.js';
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
 * Property-based requests against every endpoint (docs/security.md), generated with fast-check from
 * the app's own OpenAPI document (zod schemas through @fastify/swagger): path parameters, query
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
 *
 * The operations are dealt to a few test files (`api-N.fuzz.test.ts`), each with an app and a
 * database of its own, so that Vitest runs them side by side: an operation's requests mostly wait
 * on PostgreSQL, and one file alone took six of CI's minutes.
 */
const baseSeed = Number(process.env.FUZZ_SEED ?? 20268);
const runs = Number(process.env.FUZZ_RUNS ?? 200);
/** FUZZ_ONLY: a regular expression on `METHOD /path` to fuzz only some operations (while debugging). */
const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;

let t: TestApp;
const timing = { inject: 0, check: 0, digests: 0 };
let digester: Digester;
let callers: Callers;

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
  await callers.restoreActors();
  // The state before the next request: its digest, and the change counter when it was taken.
  let known = await digester.digest();
  let count = await digester.changeCount();
  let failure: string | undefined;
  try {
    await fc.assert(
      fc.asyncProperty(requestArbitrary(op, pools), async (request) => {
        const index = result.tried;
        result.tried += 1;
        const credentials = callers.credentials(request.actor, index);
        const sent = performance.now();
        const res = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...request.headers, ...credentials },
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
          if (status < 400 && (await callers.restoreActors())) after = await digester.digest();
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

/** The fuzz suite over every `shards`-th operation, from the `shard`-th (counting from 0). */
export function describeFuzzShard(shard: number, shards: number): void {
  describe(`fuzzing every endpoint from the OpenAPI document, part ${shard + 1} of ${shards}`, () => {
    let operations: Operation[] = [];

    beforeAll(async () => {
      // Load shedding (a 503 when the event loop lags on this shared machine) is not about input.
      t = await createTestApp({ env: { MAX_EVENT_LOOP_DELAY_MS: '0' } });
      digester = await createDigester(t.database.db);
      callers = createCallers(t.database.db);
      await callers.signInAll();
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
      const undocumented = registered.filter(
        (r) => !documentedKeys.has(routeKey(r.method, r.path)),
      );
      console.log(
        `OpenAPI operations: ${documented.length}; registered routes without a schema in it ` +
          `(fuzzed with generic inputs): ${undocumented.length}\n` +
          undocumented.map((r) => `  ${r.method} ${r.path}`).join('\n'),
      );
      expect(documented.length).toBeGreaterThan(100);
      const all = [...documented, ...undocumented.map(genericOperation)];
      const covered = new Set(all.map((op) => routeKey(op.method, op.path)));
      expect([...registeredKeys].filter((key) => !covered.has(key))).toEqual([]);
      // Dealt by their place in the sorted list: every part gets its share of every kind.
      operations = all
        .sort((a, b) => routeKey(a.method, a.path).localeCompare(routeKey(b.method, b.path)))
        .filter((_, index) => index % shards === shard);
    });

    it('answers no request with a 5xx, and no refused request changes the database', async () => {
      expect(operations.length).toBeGreaterThan(0);
      const pools = await loadPools(t);
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
      expect(
        results.filter((r) => r.tried < runs).map((r) => `${r.operation}: ${r.tried}`),
      ).toEqual(
        results
          .filter((r) => r.failure !== undefined && r.tried < runs)
          .map((r) => `${r.operation}: ${r.tried}`),
      );
      expect(
        results.filter((r) => r.failure).map((r) => `${r.operation}: ${r.failure ?? ''}`),
      ).toEqual([]);
    });
  });
}
