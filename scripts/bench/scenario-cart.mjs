// Scenario (1) and (4): the on-sale spike. 256 connections add one ticket each, a fresh buyer per
// request, to ONE ticket type; in rounds alternating with the baselines (pgbench's best
// single-row conditional UPDATE, a Fastify hello-world at the same concurrency). Then the latency
// below saturation (open loop at 50 % and 80 % of the measured rate), then a sell-out of capacity
// C checked for oversell. The same code runs against PostgreSQL and against the embedded PGlite.
// With `limited` (a second shop process with the per-client hold limits on, decision 0024), each
// round also measures the spike through it, every buyer from an address of its own: what the
// limits cost, as a ratio to the same round's spike without them.
import { loadCartAdd } from './load.mjs';
import { alternate, medianOf, ratios } from './rounds.mjs';
import { metrics } from './shop.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `measure(fn)` wraps a load with the quiet wait and the CPU accounting (bench.mjs). `baselines`:
 * `{ hello(connections), pgbench?() }`. `liveHolds(typeId)` reads the database during the run
 * (null on PGlite, read after the shop stops).
 */
export async function runCartScenario({
  shop,
  types,
  pool,
  cursor,
  secret,
  settings,
  measure,
  baselines,
  liveHolds,
  log,
  limited = null,
  clientAddresses = false,
}) {
  const connections = settings.cartConnections;
  const cartLoad = (ticketTypeId, options, base = shop.base) =>
    loadCartAdd(base, pool, {
      ticketTypeId,
      connections,
      cursor,
      secret,
      clientAddresses,
      ...options,
    });

  const probeKey = pool.keys[cursor.next++];
  const probe = await fetch(`${shop.base}/api/cart/${probeKey}/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: types.hot, cart_key: probeKey }),
  });
  const probeBody = await probe.json();
  if (probe.status !== 200 || probeBody.summary?.tickets !== 1) {
    throw new Error(`a cart add answered ${probe.status}: ${JSON.stringify(probeBody)}`);
  }
  await cartLoad(types.hot, { duration: 2 }); // warm-up: JIT, pool connections, plan cache
  await sleep(1000);

  const metricsBefore = (await metrics(shop.base)).cart;
  const steps = [];
  if (baselines.pgbench) steps.push({ name: 'pgbench', run: () => measure(baselines.pgbench) });
  steps.push({ name: 'hello', run: () => measure(() => baselines.hello(connections)) });
  // The rate is of tickets held (200s): an overloaded shop's 503s are answers, not sales.
  steps.push({
    name: 'cart',
    run: async () => {
      const result = await measure(() => cartLoad(types.hot, { duration: settings.roundSeconds }));
      return { ...result, answeredRps: result.rps, rps: result.ok / result.duration };
    },
  });
  if (limited) {
    await cartLoad(types.hot, { duration: 2 }, limited.shop.base); // its warm-up
    steps.push({
      name: 'cartLimited',
      run: async () => {
        const result = await limited.measure(() =>
          cartLoad(types.hot, { duration: settings.roundSeconds }, limited.shop.base),
        );
        return { ...result, answeredRps: result.rps, rps: result.ok / result.duration };
      },
    });
  }
  const rounds = await alternate(settings.rounds, steps, log);
  await sleep(1000);
  const metricsAfter = (await metrics(shop.base)).cart;

  const cartRps = medianOf(rounds.cart, 'rps');
  const openLoop = [];
  for (const share of [0.5, 0.8]) {
    const rate = Math.max(1, Math.round(cartRps * share));
    const result = await measure(() =>
      cartLoad(types.hot, { duration: settings.roundSeconds, overallRate: rate }),
    );
    log(`open loop at ${share * 100} % (${rate}/s): p50 ${result.p50} ms, p99 ${result.p99} ms`);
    openLoop.push({ share, rate, ...result });
  }

  const capacity = types.sellOutCapacity;
  const sampler = liveHolds ? sampleEvery(500, () => liveHolds(types.sellout)) : null;
  const sellMetricsBefore = (await metrics(shop.base)).cart;
  const sellOut = await measure(() =>
    cartLoad(types.sellout, {
      duration: 60,
      maxSeconds: 60,
      stopWhen: (marks) =>
        marks.first409 !== null &&
        Date.now() - marks.first409 >= settings.afterSellOutSeconds * 1000,
    }),
  );
  await sleep(1000);
  const sampled = sampler ? await sampler.stop() : null;
  const sellMetricsAfter = (await metrics(shop.base)).cart;
  log(`sell-out: ${sellOut.ok} × 200, ${sellOut.codes['409'] ?? 0} × 409 of ${capacity}`);

  return {
    rounds,
    medians: {
      rps: cartRps,
      p50: medianOf(rounds.cart, 'p50'),
      p99: medianOf(rounds.cart, 'p99'),
      helloRps: medianOf(rounds.hello, 'rps'),
      pgbenchTps: rounds.pgbench ? medianOf(rounds.pgbench, 'rps') : null,
    },
    toHello: ratios(rounds.cart, rounds.hello),
    toPgbench: rounds.pgbench ? ratios(rounds.cart, rounds.pgbench) : null,
    // The spike with the per-client hold limits on, as a share of the same round's without them.
    limits: rounds.cartLimited
      ? {
          rps: medianOf(rounds.cartLimited, 'rps'),
          p50: medianOf(rounds.cartLimited, 'p50'),
          p99: medianOf(rounds.cartLimited, 'p99'),
          toUnlimited: ratios(rounds.cartLimited, rounds.cart),
          refused: rounds.cartLimited.reduce(
            (sum, r) => sum + (r.codes['428'] ?? 0) + (r.codes['429'] ?? 0),
            0,
          ),
        }
      : null,
    batches: diffStats(metricsBefore, metricsAfter),
    openLoop,
    sellOut: {
      ...sellOut,
      capacity,
      conflicts: { ...cursor.conflicts },
      maxSampledLiveHolds: sampled?.max ?? null,
      samples: sampled?.samples ?? 0,
      batches: diffStats(sellMetricsBefore, sellMetricsAfter),
    },
  };
}

/** The sell-out's checks, once the final state of the type is known. */
export function sellOutChecks(sellOut, state) {
  const capacity = sellOut.capacity;
  const sampledMax = sellOut.maxSampledLiveHolds ?? 0;
  return {
    liveHolds: state.liveHolds,
    oversell: Math.max(0, sellOut.ok - capacity),
    dbExcess: Math.max(0, state.liveHolds - capacity, sampledMax - capacity),
    exact: sellOut.ok === capacity && state.liveHolds === capacity && sellOut.serverErrors === 0,
  };
}

/** Samples a value every `ms` until stopped; keeps the highest. */
function sampleEvery(ms, read) {
  let max = 0;
  let samples = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      try {
        max = Math.max(max, (await read()) ?? 0);
        samples += 1;
      } catch {
        // a failed sample is left out
      }
      await sleep(ms);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { max, samples };
    },
  };
}

/** The granter's counters between two /api/metrics readings. */
function diffStats(before, after) {
  const sizes = {};
  for (const [bucket, count] of Object.entries(after.batchSizes)) {
    const delta = count - (before.batchSizes[bucket] ?? 0);
    if (delta > 0) sizes[bucket] = delta;
  }
  return {
    calls: after.calls - before.calls,
    requests: after.requests - before.requests,
    soldOutShortcuts: after.soldOutShortcuts - before.soldOutShortcuts,
    batchSizes: sizes,
  };
}
