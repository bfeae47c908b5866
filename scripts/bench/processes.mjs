// The processes the benchmark starts, each stopped by its own PID (SIGTERM, then SIGKILL), also
// when the run fails, times out or is interrupted. Nothing is ever stopped by name.
import { spawn } from 'node:child_process';

const running = new Set();
const cleanups = [];

export function startProcess(command, args, env = {}, options = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', options.quiet ? 'pipe' : 'inherit'],
    env: { ...process.env, ...env },
  });
  child.stdout.on('data', () => undefined);
  child.stderr?.on('data', () => undefined);
  running.add(child);
  child.on('exit', () => running.delete(child));
  return child;
}

export function stopProcess(child, graceMs = 5000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(child.pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/** Something to undo at the end (the cluster, temporary files), in reverse order. */
export function onCleanup(fn) {
  cleanups.push(fn);
}

let cleaning = null;
/**
 * Stops every process still running, then runs the cleanups. Whoever asks first (a signal, the
 * watchdog, the end of the run) starts it; the others get the same promise, so nobody exits while
 * the cluster is still being stopped.
 */
export function cleanupAll() {
  cleaning ??= (async () => {
    await Promise.all([...running].map((child) => stopProcess(child)));
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error(`cleanup: ${error.message}`);
      }
    }
  })();
  return cleaning;
}

/** Last resort when the event loop is going away: kill what is left, synchronously. */
export function killAllSync() {
  for (const child of running) {
    try {
      process.kill(child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

export async function waitFor(url, timeoutMs = 120_000, child = undefined) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up in ${timeoutMs / 1000} s`);
}
