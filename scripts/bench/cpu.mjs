// Where the machine's CPU went during a measurement: the servers under test (the shop with its
// cluster's web processes, its jobs process apart, decision 0060; and the
// hello-world), PostgreSQL (the postmaster and its children), this process (autocannon), and
// everything else ("foreign": other jobs on the box),
// plus steal, from /proc (Linux). A run with much foreign CPU or steal is not comparable to a quiet
// one, so each row of the report says how quiet it was.
import fs from 'node:fs';
import os from 'node:os';

const ticksPerSecond = 100; // USER_HZ: 100 on every Linux this runs on

function machine() {
  try {
    const fields = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    return {
      busy: user + nice + system + irq + softirq,
      idle: idle + iowait,
      steal: steal ?? 0,
    };
  } catch {
    return null;
  }
}

function processTicks(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is the state (field 3); utime and stime are fields 14 and 15.
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** Ticks of a process and all its direct children (the postmaster's backends are its children). */
function treeTicks(rootPid) {
  if (!rootPid) return 0;
  let total = processTicks(rootPid)?.ticks ?? 0;
  let entries;
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return total;
  }
  for (const name of entries) {
    const info = processTicks(name);
    if (info && info.ppid === rootPid) total += info.ticks;
  }
  return total;
}

/** Whether a process is the shop's jobs process (`dist/worker.js`, decision 0060). */
function isJobsProcess(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('worker.js');
  } catch {
    return false;
  }
}

/**
 * Ticks of the shop's processes: a server and its direct children (in cluster mode, decision
 * 0060, its web processes and its jobs process), the jobs process counted apart.
 */
function shopTicks(serverPids) {
  let web = 0;
  let jobs = 0;
  const roots = new Set(serverPids.map(Number));
  for (const pid of roots) web += processTicks(pid)?.ticks ?? 0;
  let entries = [];
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    // no /proc: the roots alone
  }
  for (const name of entries) {
    const info = processTicks(name);
    if (!info || !roots.has(info.ppid)) continue;
    if (isJobsProcess(name)) jobs += info.ticks;
    else web += info.ticks;
  }
  return { web, jobs };
}

function sample(pids) {
  const usage = process.cpuUsage();
  const shop = shopTicks(pids.servers);
  return {
    at: process.hrtime.bigint(),
    machine: machine(),
    server: shop.web,
    jobs: shop.jobs,
    pg: treeTicks(pids.postgres),
    bench: ((usage.user + usage.system) / 1e6) * ticksPerSecond,
  };
}

/**
 * Starts an accounting window; `end()` gives the shares in "cores" (1.0 = one core busy for the
 * whole window). Backends that exit during the window are missed (the shop's pool keeps its
 * connections, so this is small).
 */
export function cpuWindow(pids) {
  const start = sample(pids);
  return {
    end() {
      const stop = sample(pids);
      const seconds = Number(stop.at - start.at) / 1e9;
      if (!start.machine || !stop.machine || seconds <= 0) return null;
      const cores = (ticks) => ticks / ticksPerSecond / seconds;
      const busy = cores(stop.machine.busy - start.machine.busy);
      const server = cores(stop.server - start.server);
      const jobs = cores(stop.jobs - start.jobs);
      const pg = cores(stop.pg - start.pg);
      const bench = cores(stop.bench - start.bench);
      const r = (x) => Math.round(x * 100) / 100;
      return {
        cores: os.cpus().length,
        busy: r(busy),
        server: r(server),
        jobs: r(jobs),
        postgres: r(Math.max(0, pg)), // backends that exit take their ticks with them
        loadgen: r(bench),
        foreign: r(Math.max(0, busy - server - jobs - pg - bench)),
        steal: r(cores(stop.machine.steal - start.machine.steal)),
      };
    },
  };
}

export function postmasterPid(dataDir) {
  try {
    return Number(fs.readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
  } catch {
    return 0;
  }
}

/**
 * Waits (at most `maxMs`) until the machine has been at least `idleShare` idle over 2 s, so the
 * measurements do not start while another job is still running. Returns the idle share seen.
 */
export async function waitForQuiet({ idleShare = 0.85, maxMs = 60_000 } = {}) {
  const until = Date.now() + maxMs;
  for (;;) {
    const a = machine();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const b = machine();
    if (!a || !b) return null;
    const busy = b.busy - a.busy;
    const free = b.idle - a.idle;
    const idle = free / Math.max(1, busy + free);
    if (idle >= idleShare || Date.now() >= until) return Math.round(idle * 100) / 100;
  }
}
