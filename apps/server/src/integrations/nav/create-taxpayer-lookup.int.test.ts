import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { createTaxpayerLookup } from './create-taxpayer-lookup.js';
import { demoTaxpayers } from './nav-simulator/demo-taxpayers.js';
import { startNavSimulator } from './nav-simulator/nav-simulator.js';

describe('createTaxpayerLookup', () => {
  it('answers from the demo directory through a simulator it starts and stops', async () => {
    const demo = await createTaxpayerLookup(loadConfig({}));
    const found = await demo.lookup.lookup('13421739-2-41');
    expect(found).toMatchObject({
      kind: 'found',
      taxpayer: { billing_name: 'Rakparti Színház Nonprofit Kft.', zip: '1011' },
    });
    await demo.close();
    // The simulator is gone: an answer not in the cache cannot be had.
    const after = await demo.lookup.lookup('24587132-2-09');
    expect(after).toEqual({ kind: 'unavailable', reason: 'network_error' });
  });

  it('asks the configured NAV with the configured technical user', async () => {
    const user = {
      login: 'techuser3aB7cD9',
      password: 'p4ssw0rd',
      signKey: 'd4-1c2b-3a4d5e6f7a8bQ1W2E3R4T5Y6',
      taxNumber: '24587132',
    };
    // Two lookups (two wrappers) come back to back: NAV's 4 s penalty would only slow the test.
    const nav = await startNavSimulator({
      users: [user],
      taxpayers: demoTaxpayers,
      trafficDelayMs: 0,
    });
    const warnings: string[] = [];
    try {
      const config = loadConfig({
        NAV_LOGIN: user.login,
        NAV_PASSWORD: user.password,
        NAV_SIGN_KEY: user.signKey,
        NAV_TAX_NUMBER: '24587132-2-09',
        NAV_API_URL: `${nav.url}/`,
        MAIL_FROM: 'Rakparti Színház <jegy@rakparti.example>',
      });
      const right = await createTaxpayerLookup(config, {
        warn: (_obj, msg) => warnings.push(msg),
      });
      expect((await right.lookup.lookup('13421739-2-41')).kind).toBe('found');
      expect(nav.stats().requests).toBe(1);
      await right.close();

      const wrong = await createTaxpayerLookup(
        {
          ...config,
          nav: { ...config.nav!, password: 'not-it' },
        },
        { warn: (_obj, msg) => warnings.push(msg) },
      );
      expect(await wrong.lookup.lookup('13421739-2-41')).toEqual({
        kind: 'unavailable',
        reason: 'INVALID_SECURITY_USER',
      });
      expect(warnings).toEqual(['NAV taxpayer query refused']);
      await wrong.close();
    } finally {
      await nav.close();
    }
  });

  it('never starts a simulator in production', async () => {
    const demo = loadConfig({});
    await expect(createTaxpayerLookup({ ...demo, mode: 'production' })).rejects.toThrow(
      /NAV settings/,
    );
  });
});
