import { useSyncExternalStore } from 'react';
import { remainingMs } from '../lib/countdown';

// One clock for every countdown on the page (header and cart page tick together), running only
// while something shows a countdown.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let now = Date.now();

function tick(): void {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = (): number => now;

/** Milliseconds of hold left, refreshed every second (keeps render pure: no clock reads in render). */
export function useCountdown(expiresAt: number | null): number {
  return remainingMs(expiresAt, useSyncExternalStore(subscribe, snapshot, snapshot));
}
