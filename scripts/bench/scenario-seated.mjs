// Scenario (5): the seated on-sale. A 1,000-seat hall (seated-hall.mjs); each round a fresh
// performance of it sold out by `cartConnections` buyers at once (load-seated.mjs: map picks of
// 1–4 free seats and best-available requests of 1–4 seats, a fresh buyer per request), alternating
// with the same round's baselines: pgbench's best single-row conditional UPDATE and the
// general-admission spike (cart adds on one hot type, as scenario (1)). Like scenario (1), the
// buyers hold and do not check out: the holds are what the on-sale decides.
//
// Checked per round, each exactly: every seat held once at the end (the 200s' seats are distinct
// and every seat; each seat's live hold is the one its winner's request wrote; the zones'
// counters agree), no seat in two live holds in the samples read every 500 ms during the load (a
// hold's quantity is the number of seats pointing at it; a seat once held keeps its hold), and
// every seat_taken named seats that were taken when it was answered (the seat's hold was written
// by a transaction begun before the answer arrived, and that hold never changed) and, for a map
// pick, seats the buyer asked for.
import { loadCartAdd } from './load.mjs';
import { loadSeated } from './load-seated.mjs';
import { alternate, median, medianOf, ratios } from './rounds.mjs';
import {
  createSeatedPerformance,
  finalSeatState,
  readSeatHolds,
  seatCount,
} from './seated-hall.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The p-th percentile (0–100) of some latencies, in ms, rounded. */
function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

/** Reads the performance's holds every `ms` during the load, keeping what the checks need. */
function sampleHolds(db, eventId, ms) {
  const state = { samples: 0, failed: 0, maxHeld: 0, badSamples: 0, holdChanged: 0 };
  const holdOf = new Map();
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      try {
        const s = await readSeatHolds(db, eventId);
        state.samples += 1;
        state.maxHeld = Math.max(state.maxHeld, s.seatsHeld);
        if (s.mismatchedHolds > 0 || s.seatsHeld !== s.holdQuantity || s.seatsHeld > seatCount) {
          state.badSamples += 1;
        }
        for (const [seat, hold] of s.seats) {
          const seen = holdOf.get(seat);
          if (seen === undefined) holdOf.set(seat, hold);
          else if (seen !== hold) state.holdChanged += 1;
        }
      } catch {
        state.failed += 1;
      }
      await sleep(ms);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { ...state, holdOf };
    },
  };
}

/** The round's checks from its records, its samples and the database's final state. */
export function seatedChecks(load, sampled, final, capacity) {
  const owner = new Map();
  let duplicates = 0;
  for (const [index, record] of load.holds.entries()) {
    for (const seat of record.seats ?? []) {
      if (owner.has(seat)) duplicates += 1;
      else owner.set(seat, index);
    }
  }
  const bySeat = new Map(final.seats.map((row) => [row.hall_seat_id, row]));
  let liveAtEnd = 0;
  let sold = 0;
  for (const row of final.seats) {
    if (row.hold_id !== null && row.live) liveAtEnd += 1;
    if (row.order_item_id !== null) sold += 1;
  }
  // Each winner's seats share one hold row, no other winner's.
  const holdOfRequest = new Map();
  const requestOfHold = new Map();
  let wrongHolder = 0;
  for (const [seat, index] of owner) {
    const row = bySeat.get(seat);
    const hold = row && row.live ? String(row.hold_id) : null;
    const expected = holdOfRequest.get(index);
    if (hold === null || (expected !== undefined && expected !== hold)) wrongHolder += 1;
    else if (requestOfHold.has(hold) && requestOfHold.get(hold) !== index) wrongHolder += 1;
    else {
      holdOfRequest.set(index, hold);
      requestOfHold.set(hold, index);
    }
  }
  let takenAnswers = 0;
  let takenNamed = 0;
  let takenWrong = 0;
  for (const record of load.holds) {
    if (!record.named) continue;
    takenAnswers += 1;
    for (const seat of record.named) {
      takenNamed += 1;
      const row = bySeat.get(seat);
      const sampledHold = sampled.holdOf.get(seat);
      const takenBefore =
        row !== undefined &&
        row.hold_id !== null &&
        row.live &&
        new Date(row.created_at).getTime() <= record.at &&
        (sampledHold === undefined || sampledHold === Number(row.hold_id));
      const asked = record.asked === null || record.asked.includes(seat);
      if (!takenBefore || !asked) takenWrong += 1;
    }
  }
  const held200 = owner.size;
  const serverErrors = Object.entries(load.codes).reduce(
    (n, [code, count]) => n + (Number(code) >= 500 ? count : 0),
    0,
  );
  const checks = {
    seatsHeldBy200: held200,
    seatsInTwo200s: duplicates,
    liveHeldAtEnd: liveAtEnd,
    soldAtEnd: sold,
    zonesHeldCounter: final.counters.held,
    zonesCapacity: final.counters.capacity,
    winnersNotHoldingTheirSeats: wrongHolder,
    samples: sampled.samples,
    failedSamples: sampled.failed,
    badSamples: sampled.badSamples,
    maxSampledHeld: sampled.maxHeld,
    holdChangedInSamples: sampled.holdChanged,
    seatTakenAnswers: takenAnswers,
    seatTakenSeatsNamed: takenNamed,
    seatTakenNotTaken: takenWrong,
    serverErrors,
    socketErrors: load.errors,
  };
  checks.exact =
    held200 === capacity &&
    duplicates === 0 &&
    liveAtEnd === capacity &&
    sold === 0 &&
    final.counters.held === capacity &&
    final.counters.capacity === capacity &&
    wrongHolder === 0 &&
    sampled.samples > 0 &&
    sampled.badSamples === 0 &&
    sampled.holdChanged === 0 &&
    sampled.maxHeld <= capacity &&
    takenWrong === 0 &&
    serverErrors === 0 &&
    load.errors === 0;
  return checks;
}

/** One sell-out of a fresh performance, with its samples and checks. */
async function sellOutOnce({ db, hall, shop, n, settings, pool, cursor, secret }) {
  const show = await createSeatedPerformance(db, hall, n);
  const mapReply = await fetch(`${shop.base}/api/events/${show.eventId}/seat-map`);
  if (mapReply.status !== 200) throw new Error(`seat-map answered ${mapReply.status}`);
  const map = await mapReply.json();
  const seats = map.sections.flatMap((section) =>
    section.rows.flatMap((row) =>
      row.seats.map((seat) => ({ id: seat.id, block: `${row.id}:${seat.block}` })),
    ),
  );
  if (seats.length !== seatCount) throw new Error(`the map has ${seats.length} seats`);
  const sampler = sampleHolds(db, show.eventId, 500);
  const load = await loadSeated({
    base: shop.base,
    eventId: show.eventId,
    zones: show.zones,
    seats,
    capacity: seatCount,
    connections: settings.cartConnections,
    pool,
    cursor,
    secret,
    afterSeconds: settings.seatedAfterSeconds,
    maxSeconds: 60,
  });
  await sleep(600);
  const sampled = await sampler.stop();
  const final = await finalSeatState(db, show.eventId);
  const checks = seatedChecks(load, sampled, final, seatCount);
  const upToSoldOut = load.holds.filter(
    (r) => load.soldOutMs === null || r.at - load.started <= load.soldOutMs,
  );
  const holdMs = upToSoldOut.map((r) => r.ms);
  const soldOutSeconds = load.soldOutMs === null ? null : load.soldOutMs / 1000;
  return {
    eventId: show.eventId,
    rps: soldOutSeconds ? load.heldSeats / soldOutSeconds : 0,
    soldOutSeconds,
    holdRequests: upToSoldOut.length,
    holdRequestsPerSecond: soldOutSeconds ? upToSoldOut.length / soldOutSeconds : 0,
    byKind: Object.fromEntries(
      ['map', 'best'].map((kind) => {
        const mine = upToSoldOut.filter((r) => r.kind === kind);
        return [kind, { requests: mine.length, ok: mine.filter((r) => r.status === 200).length }];
      }),
    ),
    p50: percentile(holdMs, 50),
    p99: percentile(holdMs, 99),
    statusReads: load.statusReads.length,
    statusP99: percentile(
      load.statusReads.map((r) => r.ms),
      99,
    ),
    codes: load.codes,
    conflicts: load.conflicts,
    seconds: load.seconds,
    checks,
  };
}

export async function runSeatedScenario({
  db,
  hall,
  shop,
  hotType,
  pool,
  cursor,
  secret,
  settings,
  measure,
  pgbench,
  log,
}) {
  const connections = settings.cartConnections;
  // Warm-up: a sell-out nobody measures (JIT, pool connections, plan caches).
  let n = 0;
  await sellOutOnce({ db, hall, shop, n: n++, settings, pool, cursor, secret });
  await sleep(1000);
  const steps = [];
  if (pgbench) steps.push({ name: 'pgbench', run: () => measure(pgbench) });
  steps.push({
    name: 'cart',
    run: async () => {
      const result = await measure(() =>
        loadCartAdd(shop.base, pool, {
          ticketTypeId: hotType,
          connections,
          duration: settings.roundSeconds,
          cursor,
          secret,
          clientAddresses: true,
        }),
      );
      return { ...result, rps: result.ok / result.duration };
    },
  });
  steps.push({
    name: 'seated',
    run: () =>
      measure(() => sellOutOnce({ db, hall, shop, n: n++, settings, pool, cursor, secret })),
  });
  const rounds = await alternate(settings.rounds, steps, log);
  for (const [i, r] of rounds.seated.entries()) {
    log(
      `seated round ${i + 1}: ${Math.round(r.rps)} seats/s, sold out in ${r.soldOutSeconds?.toFixed(2)} s, p99 ${r.p99} ms, checks ${r.checks.exact ? 'exact' : 'FAILED'}`,
    );
  }
  return {
    capacity: seatCount,
    rounds,
    medians: {
      rps: medianOf(rounds.seated, 'rps'),
      p50: medianOf(rounds.seated, 'p50'),
      p99: medianOf(rounds.seated, 'p99'),
      cartRps: medianOf(rounds.cart, 'rps'),
      cartP99: medianOf(rounds.cart, 'p99'),
      pgbenchTps: rounds.pgbench ? medianOf(rounds.pgbench, 'rps') : null,
      soldOutSeconds: median(rounds.seated.map((r) => r.soldOutSeconds)),
    },
    toPgbench: rounds.pgbench ? ratios(rounds.seated, rounds.pgbench) : null,
    toCart: ratios(rounds.seated, rounds.cart),
    exact: rounds.seated.every((r) => r.checks.exact),
  };
}
