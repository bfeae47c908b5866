import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Its own app instance with a hair-trigger threshold (the mean event-loop delay of a sample), so shedding load here disturbs no other test.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ empty: true, env: { MAX_EVENT_LOOP_DELAY_MS: '2' } });
});
afterAll(async () => {
  await t.close();
});

function blockEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy: this is the overload
  }
}

describe('overload', () => {
  it('sheds load with 503, Retry-After and the spec format while the event loop lags', async () => {
    let shed: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let attempt = 0; attempt < 10 && !shed; attempt += 1) {
      blockEventLoop(300);
      // under-pressure samples the delay about once a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      blockEventLoop(300);
      const res = await t.app.inject({ url: '/api/events', headers: { 'accept-language': 'en' } });
      if (res.statusCode === 503) shed = res;
    }
    expect(shed?.statusCode).toBe(503);
    expect(shed?.headers['retry-after']).toBe('10');
    expect(shed?.json()).toEqual({
      message: 'The system is overloaded right now. Please try again in a few seconds.',
      code: 'overloaded',
    });
    // Pages are not shed: the visitor gets the app (and its service-unavailable modal).
    blockEventLoop(300);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    blockEventLoop(300);
    expect((await t.app.inject('/nincs-ilyen-oldal')).statusCode).not.toBe(503);
    // Once the loop is idle again the shop serves again.
    await expect
      .poll(async () => (await t.app.inject('/api/available')).statusCode, {
        timeout: 10_000,
        interval: 500,
      })
      .toBe(200);
  }, 40_000);
});
