// The report's part of scenario (6), the exports: the memory goal's row and the section.
const int = (x) => (x === null || x === undefined ? '–' : Math.round(x).toLocaleString('en-US'));
const fixed = (x, digits = 1) => (x === null || x === undefined ? '–' : x.toFixed(digits));

export const exportGoalMiB = 100;

export function exportGoalRow(r) {
  const formats = Object.values(r.export.formats);
  const worst = Math.max(...formats.map((f) => f.aboveIdleMiB));
  const right = formats.every((f) => f.looksRight);
  return {
    key: 'exportMemory',
    goal: `(6) export of ${int(r.export.orders)} orders: server RSS < ${exportGoalMiB} MB above idle`,
    result:
      `XLSX +${fixed(r.export.formats.xlsx?.aboveIdleMiB)} MiB, CSV +${fixed(r.export.formats.csv?.aboveIdleMiB)} MiB` +
      (right ? '' : '; a file did not look right (below)'),
    score: exportGoalMiB / Math.max(1, worst),
    met: worst < exportGoalMiB && right,
    label: `export RSS +${fixed(worst)} MiB (goal < ${exportGoalMiB} MB)`,
  };
}

export function exportSection(line, r) {
  const x = r.export;
  line();
  line(
    `### (6) The exports: the orders of a year, ${int(x.orders)} seeded (${fixed(x.seedSeconds)} s with generate_series), ${x.from} – ${x.to} by payment date`,
  );
  line();
  line(
    'The built server streams GET /api/admin/exports/orders to one client on loopback; its resident memory (VmRSS) sampled every 10 ms. Idle is the lowest of ten samples just before.',
  );
  line();
  line(
    '| format | rows | size MiB | seconds | rows/s | MiB/s | idle RSS MiB | peak RSS MiB | above idle MiB | file checked |',
  );
  line('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const [format, f] of Object.entries(x.formats)) {
    line(
      `| ${format.toUpperCase()} | ${int(f.rows ?? x.expectedRows)} | ${fixed(f.bytes / 2 ** 20)} | ${fixed(f.seconds)} | ${int(f.rowsPerSecond)} | ${fixed(f.mibPerSecond, 2)} | ${fixed(f.idleMiB)} | ${fixed(f.peakMiB)} | ${fixed(f.aboveIdleMiB)} | ${f.looksRight ? 'yes' : '**no**'} |`,
    );
  }
  line();
  line(
    `The server's high-water mark over its life (VmHWM, start-up and seeding included): ${fixed(x.vmHwmMiB)} MiB.`,
  );
}
