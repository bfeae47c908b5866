import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCachedTaxpayerLookup } from './cached-taxpayer-lookup.js';
import { demoTaxpayers } from './nav-simulator/demo-taxpayers.js';
import { startNavSimulator, type NavSimulator } from './nav-simulator/nav-simulator.js';
import { createNavTaxpayerClient } from './nav-taxpayer-client.js';

const user = {
  login: 'techuser7pQ2wX1',
  password: 'another-secret',
  signKey: 'c3-9a1b-2d4e6f8a0b1cZ9Y8X7W6V5U4',
  taxNumber: '13421739',
};

let simulator: NavSimulator;
beforeEach(async () => {
  // NAV's own pacing (4 s for a request within the second) stays on: the wrapper must avoid it.
  simulator = await startNavSimulator({ users: [user], taxpayers: demoTaxpayers });
});
afterEach(async () => {
  await simulator.close();
});

function cachedClient() {
  return createCachedTaxpayerLookup(
    createNavTaxpayerClient({
      apiUrl: simulator.url,
      ...user,
      software: {
        softwareId: 'HU13421739JEGYPENZ',
        softwareName: 'Szinhazi jegypenztar',
        softwareOperation: 'ONLINE_SERVICE',
        softwareMainVersion: '1.0',
        softwareDevName: 'Szinhazi jegypenztar',
        softwareDevContact: 'jegy@rakparti.example',
      },
    }),
  );
}

describe('the cached lookup against the simulator', () => {
  it('sends one request for concurrent identical lookups, and none for a repeat', async () => {
    const lookup = cachedClient();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => lookup.lookup('13421739-2-41')),
    );
    expect(answers.every((answer) => answer.kind === 'found')).toBe(true);
    expect(simulator.stats().requests).toBe(1);
    expect(await lookup.lookup('13421739-2-41')).toEqual(answers[0]);
    expect(await lookup.lookup('11111111-2-41')).toEqual({ kind: 'not_found' });
    expect(await lookup.lookup('11111111-2-41')).toEqual({ kind: 'not_found' });
    expect(simulator.stats()).toEqual({ requests: 2, throttled: 0 });
  });

  it('keeps different lookups within NAV limit of one per second', async () => {
    const lookup = cachedClient();
    const answers = await Promise.all([
      lookup.lookup('24587132-2-09'),
      lookup.lookup('27315644-2-02'),
      lookup.lookup('23998515-2-41'),
    ]);
    expect(answers.map((answer) => answer.kind)).toEqual(['found', 'found', 'inactive']);
    expect(simulator.stats()).toEqual({ requests: 3, throttled: 0 });
  });

  it('does not keep a failure', async () => {
    const lookup = cachedClient();
    simulator.setMaintenance(true);
    expect(await lookup.lookup('13421739-2-41')).toEqual({
      kind: 'unavailable',
      reason: 'MAINTENANCE_MODE',
    });
    simulator.setMaintenance(false);
    expect((await lookup.lookup('13421739-2-41')).kind).toBe('found');
    expect(simulator.stats()).toEqual({ requests: 2, throttled: 0 });
  });
});
