import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('runs the work once per key and shares its promise', async () => {
    const work = vi.fn(() => Promise.resolve('signed in'));
    const first = singleFlight('verify:1:a', work);
    const second = singleFlight('verify:1:a', work);
    expect(second).toBe(first);
    await expect(first).resolves.toBe('signed in');
    await expect(singleFlight('verify:1:a', work)).resolves.toBe('signed in');
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('keeps keys apart', async () => {
    const work = vi.fn((value: string) => Promise.resolve(value));
    await singleFlight('k1', () => work('a'));
    await singleFlight('k2', () => work('b'));
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('forgets a failure so the call can be retried', async () => {
    const work = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('ok');
    await expect(singleFlight('retry', work)).rejects.toThrow('offline');
    await expect(singleFlight('retry', work)).resolves.toBe('ok');
    expect(work).toHaveBeenCalledTimes(2);
  });
});
