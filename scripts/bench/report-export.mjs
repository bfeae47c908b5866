// The report's part of scenario (6), the exports: the memory goal's row and the section.
const int = (x) => (x === null || x === undefined ? '–' : Math.round(x).toLocaleString('en-US'));
const fixed = (x, digits = 1) => (x === null || x === undefined ? '–' : x.toFixed(digits));

export const exportGoalMB = 100;

export function exportGoalRow(r) {
  const formats = Object.values(r.export.formats);
  // The goal is in MB (10^6 bytes); the tables are in MiB.
  const worst = Math.max(...formats.map((f) => (f.aboveIdleMiB * 2 ** 20) / 1e6));
  const right = formats.every((f) => f.looksRight);
  return {
    key: 'exportMemory',
    goal: `(6) export of ${int(r.export.orders)} orders: server RSS < ${exportGoalMB} MB above idle`,
    result:
      formats
        .map(
          (f, i) =>
            `${Object.keys(r.export.formats)[i]} +${fixed((f.aboveIdleMiB * 2 ** 20) / 1e6)} MB`,
        )
        .join(', ') + (right ? '' : '; a file did not look right (below)'),
    score: exportGoalMB / Math.max(1, worst),
    met: worst < exportGoalMB && right,
    label: `export RSS +${fixed(worst)} MB (goal < ${exportGoalMB} MB)`,
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
