import { randomBytes } from 'node:crypto';
import type { Config } from '../../config/config.js';
import { createCachedTaxpayerLookup } from './cached-taxpayer-lookup.js';
import { createNavTaxpayerClient } from './nav-taxpayer-client.js';
import type { NavSoftware } from './nav-taxpayer-xml.js';
import { demoTaxpayers, demoUserLogin, demoUserTaxNumber } from './nav-simulator/demo-taxpayers.js';
import { startNavSimulator } from './nav-simulator/nav-simulator.js';
import type { TaxpayerLookup } from './taxpayer-lookup.js';

type Log = { warn(obj: object, msg: string): void };

/**
 * The shop as NAV's `software` block describes it: its id is the operator's country code and
 * tax number with a fixed suffix ([0-9A-Z\-]{18}); the contact is the shop's sender address.
 */
function shopSoftware(config: Config, operatorTaxNumber: string): NavSoftware {
  const mailFrom = config.raw.MAIL_FROM;
  const contact = mailFrom ? (/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom) : undefined;
  return {
    softwareId: `HU${operatorTaxNumber}JEGYPENZ`,
    softwareName: 'Szinhazi jegypenztar',
    softwareOperation: 'ONLINE_SERVICE',
    softwareMainVersion: '1.0',
    softwareDevName: 'Szinhazi jegypenztar',
    softwareDevContact: contact ?? `noreply@${new URL(config.publicUrl).hostname}`,
    softwareDevCountryCode: 'HU',
  };
}

/**
 * The taxpayer lookup of the composition root, cached and paced to NAV's one request per second.
 * With NAV settings it asks NAV; in the demo it asks a simulator started here on loopback with
 * throw-away credentials (production cannot get here without NAV settings).
 */
export async function createTaxpayerLookup(
  config: Config,
  log?: Log,
): Promise<{ lookup: TaxpayerLookup; close(): Promise<void> }> {
  if (config.nav) {
    const client = createNavTaxpayerClient({
      ...config.nav,
      software: shopSoftware(config, config.nav.taxNumber),
      log,
    });
    return { lookup: createCachedTaxpayerLookup(client), close: () => Promise.resolve() };
  }
  if (config.mode === 'production') {
    throw new Error('Production needs the NAV settings; the NAV simulator is for the demo only');
  }
  const user = {
    login: demoUserLogin,
    password: randomBytes(18).toString('base64url'),
    signKey: randomBytes(24).toString('base64url'),
    taxNumber: demoUserTaxNumber,
  };
  const simulator = await startNavSimulator({ users: [user], taxpayers: demoTaxpayers });
  const client = createNavTaxpayerClient({
    apiUrl: simulator.url,
    ...user,
    software: shopSoftware(config, user.taxNumber),
    log,
  });
  return { lookup: createCachedTaxpayerLookup(client), close: () => simulator.close() };
}
