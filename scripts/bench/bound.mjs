// What bounds a measured figure, read from the CPU shares measured with it (cpu.mjs): when the
// machine's cores are full, the biggest user (the server's processes, its jobs process,
// PostgreSQL, the load generator, or other jobs on the box); when one server process's event loop
// is full while cores are left, that process; otherwise the server and PostgreSQL wait with CPU
// to spare: on commits (the disk's fsync) or row locks. A reading, not a profile: it says where to
// look first.

const mean = (list, key) => list.reduce((sum, x) => sum + (x[key] ?? 0), 0) / list.length;
const r1 = (x) => (Math.round(x * 10) / 10).toFixed(1);

/**
 * `splits`: the cpuWindow() results of the measurements behind the figure (rounds); `processes`:
 * the server processes that share the server's CPU (1 for the single-process shop).
 */
export function boundOf(splits, { processes = 1 } = {}) {
  const list = (splits ?? []).filter(Boolean);
  if (list.length === 0) return '–';
  const cores = list[0].cores;
  const busy = mean(list, 'busy');
  const shares = [
    ['server CPU', mean(list, 'server')],
    ['the jobs process', mean(list, 'jobs')],
    ['PostgreSQL', mean(list, 'postgres')],
    ['the load generator', mean(list, 'loadgen')],
    ['other jobs on the machine', mean(list, 'foreign')],
  ];
  const split = shares
    .filter(([, share]) => share >= 0.05)
    .map(([name, share]) => `${name} ${r1(share)}`)
    .join(', ');
  const [topName] = shares.reduce((a, b) => (b[1] > a[1] ? b : a));
  if (busy >= 0.85 * cores) return `${topName}: the ${cores} cores are full (${split})`;
  const server = shares[0][1];
  if (processes === 1 && server >= 0.85) {
    return `server CPU: its one event loop is full, ${r1(cores - busy)} cores idle (${split})`;
  }
  return `PostgreSQL's commits (the disk's fsync) or row locks: ${r1(cores - busy)} of ${cores} cores idle (${split})`;
}
