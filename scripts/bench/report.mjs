// The benchmark's report: markdown tables (pasted into docs/performance.md), the batch-size
// histogram, and the goals of issue 4, each said met or not, with the shortfall.

export const goals = { pgbenchRatio: 3, p99Ms: 25, oversell: 0 };

const int = (x) => Math.round(x).toLocaleString('en-US');
const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : '–');

/** Other jobs on the machine above this many cores make a row not comparable. */
const contended = 0.2;

function cpuCell(cpu) {
  if (!cpu) return '–';
  const flag = cpu.foreign > contended ? ' ⚠' : '';
  return `server ${cpu.server} · pg ${cpu.postgres} · load ${cpu.loadgen} · other ${cpu.foreign}${flag}`;
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

export function printReport(r) {
  const out = [];
  const line = (text = '') => out.push(text);
  const m = r.machine;
  const s = r.settings;
  line();
  line('## Machine');
  line();
  line(`${m.nproc} × ${m.cpu}, ${m.memoryGiB} GiB, Linux ${m.kernel}, Node ${m.node}`);
  line(`${r.postgres.version}: ${r.postgres.settings}`);
  line(
    `idle before the run: ${r.idleAtStart === null ? '?' : `${Math.round(r.idleAtStart * 100)} %`}` +
      `; ${r.quietWaitSeconds} s spent waiting for other jobs before measurements`,
  );
  line(
    `CPU columns: cores used during the measurement by the server under test (shop or hello-world), PostgreSQL, autocannon and everything else (⚠: other jobs above ${contended} cores, the row is not comparable)`,
  );
  line(
    `shop: built server, NODE_ENV=development, LOG_LEVEL=warn (per-request info logging is a deployment choice), DATABASE_POOL_MAX=${s.poolMax}`,
  );

  line();
  line(
    `## Baseline (b): pgbench, one hot row, durable commits, -M prepared, ${s.pgbenchSeconds} s per point`,
  );
  line();
  line('`UPDATE ticket_type SET sold = sold + 1 WHERE id = 1 AND sold + 1 <= capacity`');
  line();
  line('| clients | tps | latency avg ms | of peak |');
  line('| ---: | ---: | ---: | ---: |');
  for (const point of r.pgbench) {
    line(
      `| ${point.clients} | ${int(point.tps)} | ${point.latencyMs ?? '–'} | ${ratio(point.tps, r.pgPeak.tps)} |`,
    );
  }
  line();
  line(`peak (the baseline): ${int(r.pgPeak.tps)} tps at ${r.pgPeak.clients} client(s)`);

  line();
  line(`## Hot read paths (${s.readConnections} connections, ${s.readSeconds} s each)`);
  line();
  line('| path | req/s | ratio to hello-world | p99 ms | errors | CPU (cores) |');
  line('| --- | ---: | ---: | ---: | ---: | --- |');
  const base = r.reads[0].rps;
  for (const row of r.reads) {
    const errors = row.errors + (row.total - row.ok);
    line(
      `| ${row.name} | ${int(row.rps)} | ${ratio(row.rps, base)} | ${row.p99} | ${errors} | ${cpuCell(row.cpu)} |`,
    );
  }

  const t = r.throughput;
  const so = r.sellOut;
  const hello = (r.helloBefore.rps + r.helloAfter.rps) / 2;
  line();
  line(
    `## On-sale: POST /api/cart/{key}/add, one hot ticket type, ${s.cartConnections} connections, a fresh buyer per request`,
  );
  line();
  line(
    '| run | req/s | p50 ms | p99 ms | ratio to hello-world | ratio to pgbench peak | CPU (cores) |',
  );
  line('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
  const row = (name, x, withRatios = true) =>
    line(
      `| ${name} | ${int(x.rps)} | ${x.p50} | ${x.p99} | ${withRatios ? ratio(x.rps, hello) : '–'} | ${withRatios ? ratio(x.rps, r.pgPeak.tps) : '–'} | ${cpuCell(x.cpu)} |`,
    );
  row('(a) hello-world, before', r.helloBefore, false);
  row('(a) hello-world, after', r.helloAfter, false);
  row(`phase 1: throughput (${t.duration} s, never sells out)`, t);
  row(`phase 2: sell-out of ${int(so.capacity)} (${so.duration} s)`, so);
  line();
  line(
    `hello-world baseline = mean of before and after: ${int(hello)} req/s; pgbench baseline: ${int(r.pgPeak.tps)} tps`,
  );
  line(
    `phase 1: ${int(t.ok)} × 200, ${int(t.total - t.ok)} other (${JSON.stringify(t.codes)}), errors ${t.errors}, timeouts ${t.timeouts}; ` +
      `holds granted in the database ${int(t.grantedInDb)} (the difference to the 200s: answers still in flight when the load stopped)`,
  );
  line(`phase 1, replies per second: ${t.perSecond.map(int).join(' ')}`);
  line(
    `cart keys: ${int(r.keys.pool)} minted before the load at ${int(r.keys.mintedPerSecond)} keys/s ` +
      `(${ratio(r.keys.mintedPerSecond, t.rps)}× the add rate; the load only takes the next one), ${int(r.keys.used)} used, ${r.keys.mintedLive} minted during the load`,
  );

  line();
  line('### Sell-out checks');
  line();
  const conflict = so.codes['409'] ?? 0;
  line('| check | value | expected |');
  line('| --- | ---: | --- |');
  line(`| 200 replies | ${int(so.ok)} | exactly ${int(so.capacity)} |`);
  line(
    `| 409 replies | ${int(conflict)} (${Object.entries(so.conflicts)
      .map(([code, n]) => `${code} ${int(n)}`)
      .join(', ')}) | all ticket_sold_out |`,
  );
  line(`| 5xx replies | ${so.serverErrors} | 0 |`);
  line(
    `| other statuses, socket errors, timeouts | ${so.otherErrors}, ${so.errors}, ${so.timeouts} | 0 |`,
  );
  line(
    `| live holds in the database at the end | ${int(so.liveHolds)} | exactly ${int(so.capacity)} |`,
  );
  line(
    `| highest live holds sampled during the run (${so.samples} samples) | ${int(so.maxSampledLiveHolds)} | ≤ ${int(so.capacity)} |`,
  );
  line(`| oversell: max(0, 200 replies − C) | ${so.oversell} | 0 |`);
  line(`| database excess: max(0, live holds − C) | ${so.dbExcess} | 0 |`);
  line(`| sold out after / last 200 at | ${so.first409s ?? '–'} s / ${so.last200s ?? '–'} s | |`);
  line(
    `| sold-out answers from the in-process flag (no database) | ${int(so.batches.soldOutShortcuts)} | |`,
  );
  if (so.first409s) {
    const soldOutFor = so.duration - so.first409s;
    line();
    line(
      `selling rate until sold out: ${int(so.ok / so.first409s)} holds/s; sold-out answers after that: ${int(conflict / Math.max(0.001, soldOutFor))} req/s`,
    );
  }

  line();
  line('### Coalescing: calls of cart_grant_holds by batch size (requests granted per call)');
  line();
  line(
    `phase 1: ${int(t.batches.calls)} calls for ${int(t.batches.requests)} requests (mean batch ${(t.batches.requests / Math.max(1, t.batches.calls)).toFixed(1)}, ${(t.batches.calls / t.duration).toFixed(1)} calls/s)`,
  );
  line('```');
  line(histogram(t.batches.batchSizes));
  line('```');
  line(
    `phase 2: ${int(so.batches.calls)} calls for ${int(so.batches.requests)} requests (mean batch ${(so.batches.requests / Math.max(1, so.batches.calls)).toFixed(1)})`,
  );
  line('```');
  line(histogram(so.batches.batchSizes));
  line('```');

  line();
  line('## Goals (issue 4)');
  line();
  const achieved = t.rps / r.pgPeak.tps;
  const oversell = so.oversell + so.dbExcess;
  const sellOk =
    so.ok === so.capacity &&
    so.liveHolds === so.capacity &&
    so.serverErrors === 0 &&
    conflict === (so.conflicts.ticket_sold_out ?? 0);
  const verdict = (ok) => (ok ? 'MET' : 'NOT MET');
  line(
    `- throughput ≥ ${goals.pgbenchRatio}× the pgbench peak: ${verdict(achieved >= goals.pgbenchRatio)}: ${achieved.toFixed(2)}×` +
      (achieved >= goals.pgbenchRatio
        ? ''
        : ` (${int(t.rps)} of ${int(goals.pgbenchRatio * r.pgPeak.tps)} req/s needed: ${Math.round((1 - achieved / goals.pgbenchRatio) * 100)} % short)`),
  );
  line(
    `- p99 ≤ ${goals.p99Ms} ms (phase 1): ${verdict(t.p99 <= goals.p99Ms)}: ${t.p99} ms` +
      (t.p99 <= goals.p99Ms ? '' : ` (${(t.p99 / goals.p99Ms).toFixed(1)}× the goal)`),
  );
  line(
    `- oversell 0: ${verdict(oversell === 0)}: ${oversell}; sell-out exact (200s = live holds = C, no 5xx, every 409 ticket_sold_out): ${sellOk ? 'yes' : 'NO'}`,
  );
  console.log(out.join('\n'));
}
