// The benchmark's report: the goals of docs/performance.md, each said met or not, then every
// measurement as a markdown table. The same text is printed and written into docs/performance.md
// between the markers below.
import fs from 'node:fs';
import { boundOf } from './bound.mjs';
import { exportGoalRow, exportSection } from './report-export.mjs';
import { seatedGoalRow, seatedSection } from './report-seated.mjs';

export const goals = {
  cartToPgbench: 3,
  cartP99Ms: 25,
  oversell: 0,
  programmeToHello: 0.5,
  ipnPerSecond: 2000,
};

export const startMarker = '<!-- bench:results:start -->';
export const endMarker = '<!-- bench:results:end -->';

const int = (x) => (x === null || x === undefined ? '–' : Math.round(x).toLocaleString('en-US'));
const fixed = (x, digits = 2) => (x === null || x === undefined ? '–' : x.toFixed(digits));
const yes = (ok) => (ok ? '**yes**' : '**no**');

/** Other jobs on the machine above this many cores make a row not comparable. */
const contended = 0.2;

function cpuCell(cpu) {
  if (!cpu) return '–';
  const flag = cpu.foreign > contended ? ' ⚠' : '';
  return `${cpu.server} · ${cpu.postgres} · ${cpu.loadgen} · ${cpu.foreign}${flag}`;
}

function histogram(batchSizes) {
  const entries = Object.entries(batchSizes)
    .map(([bucket, calls]) => [Number(bucket), calls])
    .sort((a, b) => a[0] - b[0]);
  const most = Math.max(1, ...entries.map(([, calls]) => calls));
  return entries
    .map(([bucket, calls]) => {
      // The granter buckets by powers of two: bucket b counts the calls of b/2 + 1 … b requests.
      const label = bucket <= 2 ? String(bucket) : `${bucket / 2 + 1}–${bucket}`;
      const bar = '█'.repeat(Math.max(1, Math.round((calls / most) * 40)));
      return `${label.padStart(7)} | ${String(calls).padStart(6)} ${bar}`;
    })
    .join('\n');
}

/** Every goal with its measured figure: the summary table and the chart share it. */
export function goalRows(r) {
  const rows = [];
  if (r.cart) {
    rows.push({
      key: 'cartToPgbench',
      goal: `(1) cart add ≥ ${goals.cartToPgbench}× pgbench's best single-row UPDATE rate`,
      result: `${fixed(r.cart.toPgbench.median)}× (${int(r.cart.medians.rps)} req/s vs ${int(r.cart.medians.pgbenchTps)} tps)`,
      score: r.cart.toPgbench.median / goals.cartToPgbench,
      met: r.cart.toPgbench.median >= goals.cartToPgbench,
      label: `cart add ÷ pgbench: ${fixed(r.cart.toPgbench.median)}× (goal ${goals.cartToPgbench}×)`,
      bound: boundOf(r.cart.rounds.cart.map((x) => x.cpu)),
    });
    rows.push({
      key: 'cartP99',
      goal: `(1) p99 ≤ ${goals.cartP99Ms} ms at ${r.settings.cartConnections} connections`,
      result: `p99 ${int(r.cart.medians.p99)} ms (p50 ${int(r.cart.medians.p50)} ms)`,
      score: goals.cartP99Ms / Math.max(1, r.cart.medians.p99),
      met: r.cart.medians.p99 <= goals.cartP99Ms,
      label: `cart p99 ${int(r.cart.medians.p99)} ms (goal ≤ ${goals.cartP99Ms} ms)`,
      bound: boundOf(r.cart.rounds.cart.map((x) => x.cpu)),
    });
    const checks = r.cart.sellOut.checks;
    rows.push({
      key: 'oversell',
      goal: '(1) oversell 0',
      result: `${checks.oversell}: ${int(r.cart.sellOut.ok)} × 200 and ${int(checks.liveHolds)} live holds for ${int(r.cart.sellOut.capacity)} tickets`,
      score: checks.exact ? 1 : 0,
      met: checks.oversell === 0 && checks.dbExcess === 0,
      label: `oversell ${checks.oversell} of ${int(r.cart.sellOut.capacity)}`,
    });
  }
  if (r.programme) {
    for (const [key, name, ratio, rounds] of [
      [
        'programsJson',
        'programs.json',
        r.programme.programsJsonToHello,
        r.programme.rounds?.programsJson,
      ],
      ['events', 'GET /api/events', r.programme.eventsToHello, r.programme.rounds?.events],
    ]) {
      rows.push({
        key,
        goal: `(2) ${name} ≥ ${goals.programmeToHello}× hello-world`,
        result: `${fixed(ratio.median)}×`,
        score: ratio.median / goals.programmeToHello,
        met: ratio.median >= goals.programmeToHello,
        label: `${name} ÷ hello-world: ${fixed(ratio.median)}× (goal ${goals.programmeToHello}×)`,
        bound: boundOf((rounds ?? []).map((x) => x.cpu)),
      });
    }
  }
  if (r.ipn) {
    rows.push({
      key: 'ipnRate',
      goal: `(3) IPN ≥ ${int(goals.ipnPerSecond)} verified notifications/s`,
      result: `${int(r.ipn.verifiedPerSecond)}/s`,
      score: r.ipn.verifiedPerSecond / goals.ipnPerSecond,
      met: r.ipn.verifiedPerSecond >= goals.ipnPerSecond,
      label: `IPN ${int(r.ipn.verifiedPerSecond)}/s (goal ${int(goals.ipnPerSecond)}/s)`,
      // The shop in cluster mode (decision 0060): its web processes share the cores.
      bound: boundOf([r.ipn.cpu], { processes: r.ipn.webProcesses ?? 1 }),
    });
    rows.push({
      key: 'ipnOnce',
      goal: '(3) effects applied exactly once',
      result: r.ipn.exactlyOnce ? 'every check exact' : 'a check failed (below)',
      score: r.ipn.exactlyOnce ? 1 : 0,
      met: r.ipn.exactlyOnce,
      label: `IPN effects exactly once: ${r.ipn.exactlyOnce ? 'yes' : 'no'}`,
    });
  }
  if (r.pglite) {
    const checks = r.pglite.sellOut.checks;
    rows.push({
      key: 'pgliteOversell',
      goal: '(4) PGlite: oversell 0 (no rate goal)',
      result: `${int(r.pglite.medians.rps)} req/s = ${fixed(r.pglite.toHello.median, 3)}× hello-world, p99 ${int(r.pglite.medians.p99)} ms; oversell ${checks.oversell}`,
      score: checks.exact ? 1 : 0,
      met: checks.oversell === 0 && checks.dbExcess === 0,
      label: `PGlite oversell ${checks.oversell} of ${int(r.pglite.sellOut.capacity)}`,
    });
  }
  if (r.seated) rows.push(seatedGoalRow(r));
  if (r.export) rows.push(exportGoalRow(r));
  return rows;
}

function cartSection(line, c, s, title) {
  line();
  line(`### ${title}: rounds`);
  line();
  line(
    `${s.cartConnections} connections, ${s.roundSeconds} s per measurement, a fresh buyer (cart key) per request, one hot ticket type. CPU in cores: server · PostgreSQL · load generator · other jobs.`,
  );
  line();
  line(
    '| round | measurement | req/s (cart: tickets held/s) | p50 ms | p99 ms | 5xx (shed load) | cart ÷ this | CPU |',
  );
  line('| ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |');
  c.rounds.cart.forEach((cart, i) => {
    if (c.rounds.pgbench) {
      const p = c.rounds.pgbench[i];
      line(
        `| ${i + 1} | pgbench (${c.pgPeak.clients} clients) | ${int(p.rps)} tps | – | – | – | ${fixed(c.toPgbench.perRound[i])} | ${cpuCell(p.cpu)} |`,
      );
    }
    const h = c.rounds.hello[i];
    line(
      `| ${i + 1} | hello-world | ${int(h.rps)} | ${h.p50} | ${h.p99} | – | ${fixed(c.toHello.perRound[i], 3)} | ${cpuCell(h.cpu)} |`,
    );
    line(
      `| ${i + 1} | **cart add** | ${int(cart.rps)} | ${cart.p50} | ${cart.p99} | ${int(cart.serverErrors)} | – | ${cpuCell(cart.cpu)} |`,
    );
    const limited = c.rounds.cartLimited?.[i];
    if (limited) {
      line(
        `| ${i + 1} | cart add, per-client limits on | ${int(limited.rps)} | ${limited.p50} | ${limited.p99} | ${int(limited.serverErrors)} | ${fixed(1 / c.limits.toUnlimited.perRound[i])} | ${cpuCell(limited.cpu)} |`,
      );
    }
  });
  line();
  line(
    `Medians: cart add ${int(c.medians.rps)} req/s, p50 ${int(c.medians.p50)} ms, p99 ${int(c.medians.p99)} ms; ` +
      `${fixed(c.toHello.median, 3)}× hello-world` +
      (c.toPgbench ? `; ${fixed(c.toPgbench.median)}× pgbench` : '') +
      '.',
  );
  if (c.limits) {
    line();
    line(
      `With the per-client hold limits on (decision 0024; every buyer from an address of its own, so none is refused: ${int(c.limits.refused)} × 428/429): ` +
        `${int(c.limits.rps)} req/s, p50 ${int(c.limits.p50)} ms, p99 ${int(c.limits.p99)} ms, ` +
        `${fixed(c.limits.toUnlimited.median, 3)}× the spike without them (per round: ${c.limits.toUnlimited.perRound.map((r) => fixed(r, 3)).join(', ')}).`,
    );
  }
  line();
  line('Below saturation (open loop: a fixed rate whatever the latency):');
  line();
  line('| rate | req/s answered | p50 ms | p99 ms | errors |');
  line('| --- | ---: | ---: | ---: | ---: |');
  for (const o of c.openLoop) {
    line(
      `| ${o.share * 100} % of the median (${int(o.rate)}/s) | ${int(o.rps)} | ${o.p50} | ${o.p99} | ${o.serverErrors + o.otherErrors + o.errors + o.timeouts} |`,
    );
  }
  const so = c.sellOut;
  line();
  line(`Sell-out of ${int(so.capacity)} (the load goes on ${s.afterSellOutSeconds} s after it):`);
  line();
  line('| check | value | expected |');
  line('| --- | ---: | --- |');
  const conflicts = Object.entries(so.conflicts ?? {})
    .map(([code, n]) => `${code} ${int(n)}`)
    .join(', ');
  line(`| 200 replies | ${int(so.ok)} | exactly ${int(so.capacity)} |`);
  line(`| 409 replies | ${int(so.codes['409'] ?? 0)} (${conflicts || 'none'}) | ticket_sold_out |`);
  line(`| 5xx replies | ${so.serverErrors} | 0 |`);
  line(`| socket errors, timeouts | ${so.errors}, ${so.timeouts} | 0 |`);
  line(`| live holds at the end | ${int(so.checks.liveHolds)} | exactly ${int(so.capacity)} |`);
  if (so.maxSampledLiveHolds !== null) {
    line(
      `| highest live holds sampled (${so.samples} samples) | ${int(so.maxSampledLiveHolds)} | ≤ ${int(so.capacity)} |`,
    );
  }
  line(`| oversell | ${so.checks.oversell} | 0 |`);
  line(`| database excess | ${so.checks.dbExcess} | 0 |`);
  line(
    `| sold out after | ${fixed(so.first409s, 1)} s at ${int(so.rps)} req/s, p99 ${so.p99} ms | – |`,
  );
  line();
  line(
    `Calls of \`cart_grant_holds\` during the rounds: ${int(c.batches.calls)} for ${int(c.batches.requests)} adds (mean batch ${fixed(c.batches.requests / Math.max(1, c.batches.calls), 1)}).`,
  );
  line();
  line('```');
  line(histogram(c.batches.batchSizes));
  line('```');
}

export function renderReport(r) {
  const out = [];
  const line = (text = '') => out.push(text);
  const s = r.settings;
  const m = r.machine;

  line(`## Results of the last run (${r.date.slice(0, 16).replace('T', ' ')} UTC)`);
  line();
  line(
    `${m.nproc} × ${m.cpu}, ${m.memoryGiB} GiB, Linux ${m.kernel}, Node ${m.node}; ${r.postgres?.version ?? ''}. ` +
      `${s.rounds} rounds of ${s.roundSeconds} s per measurement; the run took ${r.seconds} s, ` +
      `${r.quietWaitSeconds} s of it waiting for other jobs; idle at the start ${r.idleAtStart === null ? '?' : `${Math.round(r.idleAtStart * 100)} %`}. ` +
      `A ⚠ marks a measurement during which other jobs used more than ${contended} cores.`,
  );
  line();
  line('![Each goal: the measured figure divided by the goal](bench/goals.svg)');
  line();
  line('| goal | result | ratio to goal | met? | bound by (CPU in cores) |');
  line('| --- | --- | ---: | --- | --- |');
  for (const row of goalRows(r)) {
    line(
      `| ${row.goal} | ${row.result} | ${fixed(row.score)} | ${yes(row.met)} | ${row.bound ?? '–'} |`,
    );
  }

  if (r.pgbench) {
    line();
    line(`### Baseline: pgbench, one hot row, durable commits, ${s.pgbenchSeconds} s per point`);
    line();
    line('`UPDATE ticket_type SET sold = sold + 1 WHERE id = 1 AND sold + 1 <= capacity`');
    line();
    line('| clients | tps | latency avg ms |');
    line('| ---: | ---: | ---: |');
    for (const p of r.pgbench) line(`| ${p.clients} | ${int(p.tps)} | ${p.latencyMs ?? '–'} |`);
  }
  if (r.cart) cartSection(line, r.cart, s, '(1) The on-sale spike on PostgreSQL');

  if (r.programme) {
    const p = r.programme;
    line();
    line(
      `### (2) The cached programme: rounds (${s.readConnections} connections, ${s.roundSeconds} s, \`accept-encoding: gzip, deflate, br, zstd\` as Chrome sends)`,
    );
    line();
    line('| round | hello-world | programs.json | ratio | GET /api/events | ratio |');
    line('| ---: | ---: | ---: | ---: | ---: | ---: |');
    p.rounds.hello.forEach((h, i) => {
      line(
        `| ${i + 1} | ${int(h.rps)} | ${int(p.rounds.programsJson[i].rps)} | ${fixed(p.programsJsonToHello.perRound[i])} | ${int(p.rounds.events[i].rps)} | ${fixed(p.eventsToHello.perRound[i])} |`,
      );
    });
    line();
    line('Once, for the record:');
    line();
    line('| path | req/s | p99 ms | CPU |');
    line('| --- | ---: | ---: | --- |');
    for (const o of p.once) line(`| ${o.name} | ${int(o.rps)} | ${o.p99} | ${cpuCell(o.cpu)} |`);
  }

  if (r.ipn) {
    const x = r.ipn;
    line();
    line(
      `### (3) IPN burst: ${int(x.orders)} paid orders, each notification sent ${x.copies} times, ${x.connections} connections`,
    );
    line();
    line(
      `${int(x.sent)} notifications in ${fixed(x.seconds, 2)} s: **${int(x.verifiedPerSecond)} verified/s**, p50 ${x.p50} ms, p99 ${x.p99} ms; statuses ${Object.entries(
        x.codes ?? {},
      )
        .map(([code, n]) => `${code} × ${int(n)}`)
        .join(
          ', ',
        )}. Preparing the orders through the API took ${fixed(x.prepareSeconds, 1)} s (not measured).`,
    );
    if (x.cpu) {
      line();
      line(
        `${x.jobs === undefined ? '' : `The shop: ${x.webProcesses} web process(es), the jobs ${x.jobs === 'web' ? 'in them' : 'in a process of their own'} (decision 0060). `}CPU during the burst, in cores: web ${x.cpu.server} · jobs ${x.cpu.jobs ?? '–'} · PostgreSQL ${x.cpu.postgres} · load generator ${x.cpu.loadgen} · other jobs ${x.cpu.foreign}${x.cpu.foreign > contended ? ' ⚠' : ''}. Documents settled ${fixed(x.documentsSettledSeconds, 1)} s after the burst; ${int(x.pendingDocumentJobs)} documents jobs still pending at the checks.`,
      );
    }
    line();
    line('| check | value | expected |');
    line('| --- | ---: | ---: |');
    for (const [name, check] of Object.entries(x.checks ?? {})) {
      line(`| ${name} | ${check.value} | ${check.expected} |`);
    }
  }

  if (r.pglite) cartSection(line, r.pglite, s, '(4) The on-sale spike on the embedded PGlite');
  if (r.seated) seatedSection(line, r, contended);
  if (r.export) exportSection(line, r);
  return out.join('\n');
}

/** Puts the report between the markers of docs/performance.md (or at its end, with them). */
export function updatePerformanceDoc(file, report) {
  const text = fs.readFileSync(file, 'utf8');
  const block = `${startMarker}\n\n${report}\n\n${endMarker}`;
  const start = text.indexOf(startMarker);
  const end = text.indexOf(endMarker);
  const next =
    start >= 0 && end > start
      ? text.slice(0, start) + block + text.slice(end + endMarker.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}
