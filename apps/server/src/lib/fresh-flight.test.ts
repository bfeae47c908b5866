import { describe, expect, it } from 'vitest';
import { FreshFlight } from './fresh-flight.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('FreshFlight', () => {
  it('shares a call started after the caller arrived, never one started before', async () => {
    let clock = 0;
    const flight = new FreshFlight<number, string>(() => clock);
    let reads = 0;
    const first = deferred<string>();
    const second = deferred<string>();

    const early = flight.arrival(); // 0
    const late = ((clock = 5), flight.arrival()); // 5, before any call started
    clock = 10;
    const a = flight.run(1, early, () => {
      reads += 1;
      return first.promise;
    });
    // Arrived (5) before the call started (10): joins it.
    const b = flight.run(1, late, () => {
      reads += 1;
      return second.promise;
    });
    // Arrives after that call started: a call of its own.
    clock = 20;
    const c = flight.run(1, flight.arrival(), () => {
      reads += 1;
      return second.promise;
    });
    // Another key never joins.
    const d = flight.run(2, early, () => {
      reads += 1;
      return Promise.resolve('other');
    });
    first.resolve('old');
    second.resolve('new');
    expect(await Promise.all([a, b, c, d])).toEqual(['old', 'old', 'new', 'other']);
    expect(reads).toBe(3);
  });

  it('keeps nothing once a call settles, a failed one included', async () => {
    let clock = 0;
    const flight = new FreshFlight<string, number>(() => clock);
    const arrived = flight.arrival();
    clock = 1;
    await expect(flight.run('k', arrived, () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await flight.run('k', arrived, () => Promise.resolve(7))).toBe(7);
  });
});
