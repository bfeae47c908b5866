import { randomBytes } from 'node:crypto';
import type { Config } from '../../config/config.js';
import type { PaymentProvider } from './payment-provider.js';
import { createSimplePayClient } from './simplepay-client.js';
import {
  startSimplePaySimulator,
  type SimplePaySimulator,
} from './simplepay-simulator/simplepay-simulator.js';

type Log = { warn(obj: object, msg: string): void };

/** The demo's merchant account at the local simulator. */
export const demoMerchant = 'SZINHAZDEMOHUF';

export interface PaymentProviderHandle {
  provider: PaymentProvider;
  /** The local simulator in the demo (tests steer it); null with a real SimplePay account. */
  simulator: SimplePaySimulator | null;
  close(): Promise<void>;
}

/**
 * SimplePay for the composition root. With the SIMPLEPAY_* settings the adapter talks to
 * SimplePay's hosts (sandbox or live: configuration only). In the demo a local simulator of the
 * protocol is started on loopback with a throw-away merchant key, and the same adapter talks to it;
 * its IPNs go to `ipnUrl()` (the shop's own address, known once it listens). Production cannot get
 * here without the settings.
 */
export async function createPaymentProvider(
  config: Config,
  ipnUrl: () => string,
  log?: Log,
): Promise<PaymentProviderHandle> {
  if (config.simplepay) {
    return {
      provider: createSimplePayClient({ ...config.simplepay, log }),
      simulator: null,
      close: () => Promise.resolve(),
    };
  }
  if (config.mode === 'production') {
    throw new Error('Production needs the SimplePay settings; the simulator is for the demo only');
  }
  const secretKey = randomBytes(24).toString('base64url');
  const simulator = await startSimplePaySimulator({
    merchants: [{ merchant: demoMerchant, secretKey, currency: 'HUF' }],
    ipnUrl,
    ...(log ? { log } : {}),
  });
  return {
    provider: createSimplePayClient({
      merchant: demoMerchant,
      secretKey,
      apiUrl: simulator.apiBase,
      log,
    }),
    simulator,
    close: () => simulator.close(),
  };
}
