import { describe, expect, it } from 'vitest';
import { createCachedTaxpayerLookup } from './cached-taxpayer-lookup.js';
import type { Taxpayer, TaxpayerLookup, TaxpayerResult } from './taxpayer-lookup.js';

/** A hand-driven clock: sleepers wake only when the test moves time. */
class FakeTime {
  at = 1_700_000_000_000;
  sleeps: number[] = [];
  private sleepers: { wakeAt: number; wake: () => void }[] = [];
  clock = { now: () => new Date(this.at) };
  sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      this.sleeps.push(ms);
      this.sleepers.push({ wakeAt: this.at + ms, wake: resolve });
    });
  async advance(ms: number) {
    this.at += ms;
    const due = this.sleepers.filter((s) => s.wakeAt <= this.at);
    this.sleepers = this.sleepers.filter((s) => s.wakeAt > this.at);
    for (const sleeper of due) sleeper.wake();
    await settle();
  }
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

const taxpayer = (taxNumber: string): Taxpayer => ({
  billing_name: `Company ${taxNumber}`,
  tax_number: taxNumber,
  country: 'HU',
  zip: '1011',
  city: 'Budapest',
  street_name: 'Bem',
  public_place_category: 'rakpart',
  house_number: '33',
  building: null,
  stairway: null,
  floor: null,
  door: null,
});

/** An inner lookup that records when it was asked and answers from a table. */
function recordingLookup(
  time: FakeTime,
  answers: Record<string, TaxpayerResult> = {},
): TaxpayerLookup & { calls: { taxNumber: string; at: number }[] } {
  const calls: { taxNumber: string; at: number }[] = [];
  return {
    calls,
    lookup: (taxNumber) => {
      calls.push({ taxNumber, at: time.at });
      return Promise.resolve(
        answers[taxNumber] ?? { kind: 'found', taxpayer: taxpayer(taxNumber) },
      );
    },
  };
}

describe('the cache', () => {
  it('reuses an answer for 24 hours, then asks again', async () => {
    const time = new FakeTime();
    const inner = recordingLookup(time);
    const lookup = createCachedTaxpayerLookup(inner, { clock: time.clock, sleep: time.sleep });
    const first = await lookup.lookup('13421739-2-41');
    await time.advance(24 * 60 * 60 * 1000 - 1);
    expect(await lookup.lookup('13421739-2-41')).toEqual(first);
    expect(inner.calls).toHaveLength(1);
    await time.advance(1);
    await lookup.lookup('13421739-2-41');
    expect(inner.calls).toHaveLength(2);
  });

  it('keeps not_found and inactive, never unavailable', async () => {
    const time = new FakeTime();
    const inner = recordingLookup(time, {
      '11111111-1-02': { kind: 'not_found' },
      '23998515-2-41': { kind: 'inactive' },
      '24587132-2-09': { kind: 'unavailable', reason: 'timeout' },
    });
    const lookup = createCachedTaxpayerLookup(inner, {
      clock: time.clock,
      sleep: time.sleep,
      minIntervalMs: 0,
    });
    for (let round = 0; round < 2; round += 1) {
      expect(await lookup.lookup('11111111-1-02')).toEqual({ kind: 'not_found' });
      expect(await lookup.lookup('23998515-2-41')).toEqual({ kind: 'inactive' });
      expect(await lookup.lookup('24587132-2-09')).toEqual({
        kind: 'unavailable',
        reason: 'timeout',
      });
    }
    expect(inner.calls.map((c) => c.taxNumber)).toEqual([
      '11111111-1-02',
      '23998515-2-41',
      '24587132-2-09',
      '24587132-2-09',
    ]);
  });

  it('answers by the 8-digit taxpayer id, as NAV does', async () => {
    const time = new FakeTime();
    const inner = recordingLookup(time);
    const lookup = createCachedTaxpayerLookup(inner, { clock: time.clock, sleep: time.sleep });
    await lookup.lookup('13421739-2-41');
    await lookup.lookup('13421739-2-42');
    expect(inner.calls).toHaveLength(1);
  });

  it('forgets the least recently used answer first', async () => {
    const time = new FakeTime();
    const inner = recordingLookup(time);
    const lookup = createCachedTaxpayerLookup(inner, {
      clock: time.clock,
      sleep: time.sleep,
      maxEntries: 2,
      minIntervalMs: 0,
    });
    await lookup.lookup('13421739-2-41'); // a
    await lookup.lookup('24587132-2-09'); // b
    await lookup.lookup('13421739-2-41'); // a again: now the most recent
    await lookup.lookup('27315644-2-02'); // c evicts b
    expect(inner.calls).toHaveLength(3);
    await lookup.lookup('13421739-2-41');
    expect(inner.calls).toHaveLength(3);
    await lookup.lookup('24587132-2-09');
    expect(inner.calls).toHaveLength(4);
  });

  it('turns a throwing lookup into unavailable, not cached', async () => {
    const time = new FakeTime();
    let calls = 0;
    const lookup = createCachedTaxpayerLookup(
      {
        lookup: () => {
          calls += 1;
          return Promise.reject(new Error('boom'));
        },
      },
      { clock: time.clock, sleep: time.sleep, minIntervalMs: 0 },
    );
    expect(await lookup.lookup('13421739-2-41')).toEqual({ kind: 'unavailable', reason: 'boom' });
    await lookup.lookup('13421739-2-41');
    expect(calls).toBe(2);
  });
});

describe('coalescing', () => {
  it('sends one request for identical lookups in flight, and shares its answer', async () => {
    const time = new FakeTime();
    let release: (result: TaxpayerResult) => void = () => undefined;
    let calls = 0;
    const lookup = createCachedTaxpayerLookup(
      {
        lookup: () => {
          calls += 1;
          return new Promise((resolve) => {
            release = resolve;
          });
        },
      },
      { clock: time.clock, sleep: time.sleep },
    );
    const answers = Promise.all([
      lookup.lookup('13421739-2-41'),
      lookup.lookup('13421739-2-41'),
      lookup.lookup('13421739-2-41'),
    ]);
    await settle();
    expect(calls).toBe(1);
    release({ kind: 'found', taxpayer: taxpayer('13421739-2-41') });
    const [a, b, c] = await answers;
    expect(a).toEqual({ kind: 'found', taxpayer: taxpayer('13421739-2-41') });
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('also shares a failure, and asks again afterwards', async () => {
    const time = new FakeTime();
    const inner = recordingLookup(time, {
      '13421739-2-41': { kind: 'unavailable', reason: 'network_error' },
    });
    const lookup = createCachedTaxpayerLookup(inner, { clock: time.clock, sleep: time.sleep });
    const both = await Promise.all([
      lookup.lookup('13421739-2-41'),
      lookup.lookup('13421739-2-41'),
    ]);
    expect(both).toEqual([
      { kind: 'unavailable', reason: 'network_error' },
      { kind: 'unavailable', reason: 'network_error' },
    ]);
    expect(inner.calls).toHaveLength(1);
    const again = lookup.lookup('13421739-2-41');
    await time.advance(1000);
    await again;
    expect(inner.calls).toHaveLength(2);
  });
});

describe('the throttle', () => {
  it('spaces requests 1000 ms apart, in the order asked, without refusing any', async () => {
    const time = new FakeTime();
    const inner = recordingLookup(time);
    const lookup = createCachedTaxpayerLookup(inner, { clock: time.clock, sleep: time.sleep });
    const start = time.at;
    const numbers = ['13421739-2-41', '24587132-2-09', '27315644-2-02', '26149088-2-06'];
    const answers = Promise.all(numbers.map((n) => lookup.lookup(n)));
    await settle();
    expect(inner.calls.map((c) => c.taxNumber)).toEqual([numbers[0]]);
    expect(time.sleeps).toEqual([1000]);
    await time.advance(999);
    expect(inner.calls).toHaveLength(1);
    await time.advance(1);
    expect(inner.calls).toHaveLength(2);
    await time.advance(1000);
    await time.advance(1000);
    expect(time.sleeps).toEqual([1000, 1000, 1000]);
    expect((await answers).every((a) => a.kind === 'found')).toBe(true);
    expect(inner.calls.map((c) => [c.taxNumber, c.at - start])).toEqual([
      [numbers[0], 0],
      [numbers[1], 1000],
      [numbers[2], 2000],
      [numbers[3], 3000],
    ]);
  });

  it('counts the interval from the previous answer, so a slow answer cannot bunch requests', async () => {
    const time = new FakeTime();
    const calls: number[] = [];
    const lookup = createCachedTaxpayerLookup(
      {
        lookup: async (taxNumber) => {
          calls.push(time.at);
          await time.sleep(300); // the way to NAV and back
          return { kind: 'found', taxpayer: taxpayer(taxNumber) };
        },
      },
      { clock: time.clock, sleep: time.sleep },
    );
    const start = time.at;
    const answers = Promise.all([lookup.lookup('13421739-2-41'), lookup.lookup('24587132-2-09')]);
    await settle();
    expect(calls).toHaveLength(1);
    await time.advance(300); // first answer
    await time.advance(999);
    expect(calls).toHaveLength(1);
    await time.advance(1);
    expect(calls.map((at) => at - start)).toEqual([0, 1300]);
    await time.advance(300);
    expect((await answers).map((a) => a.kind)).toEqual(['found', 'found']);
  });

  it('does not delay a request when the last one left long enough ago', async () => {
    const time = new FakeTime();
    const inner = recordingLookup(time);
    const lookup = createCachedTaxpayerLookup(inner, { clock: time.clock, sleep: time.sleep });
    await lookup.lookup('13421739-2-41');
    await time.advance(400);
    const second = lookup.lookup('24587132-2-09');
    await settle();
    expect(time.sleeps).toEqual([600]);
    await time.advance(600);
    await second;
    await time.advance(5000);
    await lookup.lookup('27315644-2-02');
    expect(time.sleeps).toEqual([600]);
    expect(inner.calls).toHaveLength(3);
  });

  it('answers unavailable rather than queue beyond the longest wait', async () => {
    const time = new FakeTime();
    const inner = recordingLookup(time);
    const lookup = createCachedTaxpayerLookup(inner, {
      clock: time.clock,
      sleep: time.sleep,
      maxWaitMs: 2000,
    });
    const numbers = ['13421739-2-41', '24587132-2-09', '27315644-2-02', '26149088-2-06'];
    const answers = numbers.map((n) => lookup.lookup(n));
    expect(await answers[3]).toEqual({ kind: 'unavailable', reason: 'throttled' });
    await time.advance(1000);
    await time.advance(1000);
    const kinds = (await Promise.all(answers.slice(0, 3))).map((a) => a.kind);
    expect(kinds).toEqual(['found', 'found', 'found']);
  });
});
