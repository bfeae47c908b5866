// The report's part of scenario (5), the seated on-sale: its summary row and its section.
const int = (x) => (x === null || x === undefined ? '–' : Math.round(x).toLocaleString('en-US'));
const fixed = (x, digits = 2) => (x === null || x === undefined ? '–' : x.toFixed(digits));

function cpuCell(cpu, contended) {
  if (!cpu) return '–';
  const flag = cpu.foreign > contended ? ' ⚠' : '';
  return `${cpu.server} · ${cpu.postgres} · ${cpu.loadgen} · ${cpu.foreign}${flag}`;
}

/** No rate goal yet (decision 0037): the row says the figures and whether every check was exact. */
export function seatedGoalRow(r) {
  const x = r.seated;
  return {
    key: 'seatedExact',
    goal: '(5) seated on-sale: every seat held once, every check exact (no rate goal)',
    result:
      `${int(x.medians.rps)} seats held/s = ${fixed(x.toPgbench?.median)}× pgbench, ` +
      `${fixed(x.toCart.median)}× the spike; p99 ${int(x.medians.p99)} ms; ` +
      (x.exact ? 'checks exact' : 'a check failed (below)'),
    score: x.exact ? 1 : 0,
    met: x.exact,
    label: `seated checks exact: ${x.exact ? 'yes' : 'no'}`,
  };
}

const checkRows = [
  ['seats held by 200 replies (distinct)', 'seatsHeldBy200', (c) => `exactly ${int(c)}`],
  ['a seat in two 200 replies', 'seatsInTwo200s', () => '0'],
  ['seats with a live hold at the end', 'liveHeldAtEnd', (c) => `exactly ${int(c)}`],
  ['zones’ `held` counters at the end', 'zonesHeldCounter', (c) => `exactly ${int(c)}`],
  ['a winner’s seats not in its own hold row', 'winnersNotHoldingTheirSeats', () => '0'],
  ['samples of the holds during the load', 'samples', () => '> 0'],
  ['samples with a hold ≠ its seats (a seat in two holds)', 'badSamples', () => '0'],
  ['a seat’s hold changed between samples', 'holdChangedInSamples', () => '0'],
  ['highest seats held in a sample', 'maxSampledHeld', (c) => `≤ ${int(c)}`],
  ['seat_taken answers (seats named)', null, () => '–'],
  ['named seats not taken then, or not asked for', 'seatTakenNotTaken', () => '0'],
  ['5xx replies, socket errors', null, () => '0, 0'],
];

export function seatedSection(line, r, contended) {
  const x = r.seated;
  const s = r.settings;
  line();
  line(`### (5) The seated on-sale: a ${int(x.capacity)}-seat hall, rounds`);
  line();
  line(
    `${s.cartConnections} connections, a fresh buyer (cart key, client address) per request: half pick on the map ` +
      '(GET `/seat-status`, a random free seat and up to 1–4 free seats beside it, POST `/cart/{key}/seats`), ' +
      'half ask `/best-available` for 1–4 seats of a random zone. Each round sells out a fresh performance ' +
      `(stalls 25 × 32 with a centre aisle, a balcony of 5 × 40 in blocks of 10; two zones), the load going on ${s.seatedAfterSeconds} s after the last seat; ` +
      'the buyers hold and do not check out, as in (1). The rate: seats held ÷ seconds until the last seat was held; ' +
      'latency: the hold requests until then. The spike is (1)’s cart add in the same round.',
  );
  line();
  line(
    '| round | measurement | rate | p50 ms | p99 ms | seated ÷ this | requests until sold out | CPU |',
  );
  line('| ---: | --- | ---: | ---: | ---: | ---: | --- | --- |');
  x.rounds.seated.forEach((seated, i) => {
    if (x.rounds.pgbench) {
      const p = x.rounds.pgbench[i];
      line(
        `| ${i + 1} | pgbench (${x.pgPeak.clients} clients) | ${int(p.rps)} tps | – | – | ${fixed(x.toPgbench.perRound[i])} | – | ${cpuCell(p.cpu, contended)} |`,
      );
    }
    const c = x.rounds.cart[i];
    line(
      `| ${i + 1} | spike: cart add | ${int(c.rps)} tickets/s | ${c.p50} | ${c.p99} | ${fixed(x.toCart.perRound[i])} | – | ${cpuCell(c.cpu, contended)} |`,
    );
    const k = seated.byKind;
    line(
      `| ${i + 1} | **seated sell-out** | ${int(seated.rps)} seats/s (${fixed(seated.soldOutSeconds)} s) | ${seated.p50} | ${seated.p99} | – | ` +
        `${int(seated.holdRequests)} holds (${int(seated.holdRequestsPerSecond)}/s): map ${int(k.map.ok)}/${int(k.map.requests)} ok, best ${int(k.best.ok)}/${int(k.best.requests)} ok; ${int(seated.statusReads)} status reads (p99 ${seated.statusP99} ms) | ${cpuCell(seated.cpu, contended)} |`,
    );
  });
  line();
  line(
    `Medians: ${int(x.medians.rps)} seats held/s (sold out in ${fixed(x.medians.soldOutSeconds)} s), p50 ${int(x.medians.p50)} ms, p99 ${int(x.medians.p99)} ms; ` +
      `${fixed(x.toPgbench?.median)}× pgbench, ${fixed(x.toCart.median)}× the spike (${int(x.medians.cartRps)} tickets/s, p99 ${int(x.medians.cartP99)} ms).`,
  );
  line();
  line('Checks, per round (each must be exact):');
  line();
  line(`| check | ${x.rounds.seated.map((_, i) => `round ${i + 1}`).join(' | ')} | expected |`);
  line(`| --- | ${x.rounds.seated.map(() => '---:').join(' | ')} | --- |`);
  for (const [name, key, expected] of checkRows) {
    const cells = x.rounds.seated.map(({ checks: c }) => {
      if (name.startsWith('seat_taken'))
        return `${int(c.seatTakenAnswers)} (${int(c.seatTakenSeatsNamed)})`;
      if (name.startsWith('5xx')) return `${c.serverErrors}, ${c.socketErrors}`;
      return int(c[key]);
    });
    line(`| ${name} | ${cells.join(' | ')} | ${expected(x.capacity)} |`);
  }
  const conflicts = x.rounds.seated
    .map((seated, i) => {
      const list = Object.entries(seated.conflicts)
        .map(([code, n]) => `${code} ${int(n)}`)
        .join(', ');
      return `round ${i + 1}: ${list || 'none'}`;
    })
    .join('; ');
  line();
  line(`409 answers (the whole load, the ${s.seatedAfterSeconds} s after included): ${conflicts}.`);
}
