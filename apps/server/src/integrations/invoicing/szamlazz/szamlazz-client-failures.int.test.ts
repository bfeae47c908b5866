import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoicingRejectedError, InvoicingUnavailableError } from '../invoicing-service.js';
import { createSzamlazzClient, type SzamlazzClientOptions } from './szamlazz-client.js';
import {
  startSzamlazzSimulator,
  type SzamlazzSimulator,
} from './szamlazz-simulator/szamlazz-simulator.js';
import {
  agentKey,
  cancellation,
  invoiceRequest,
  receiptRequest,
  startFixedServer,
  ticketLines,
} from './szamlazz-test-kit.js';

let simulator: SzamlazzSimulator;
const warnings: { obj: object; msg: string }[] = [];

beforeAll(async () => {
  simulator = await startSzamlazzSimulator({ agentKeys: [agentKey] });
});
afterAll(async () => {
  await simulator.close();
});

function client(overrides: Partial<SzamlazzClientOptions> = {}) {
  return createSzamlazzClient({
    apiUrl: simulator.url,
    agentKey,
    log: { warn: (obj, msg) => warnings.push({ obj, msg }) },
    ...overrides,
  });
}

/** The agent's code of a refusal; undefined for any other error. */
const rejectionCode = (error: Error) =>
  error instanceof InvoicingRejectedError ? error.code : undefined;

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error('expected a failure');
}

describe('the Számlázz.hu client when things go wrong', () => {
  it('is refused with a wrong agent key (code 3), and never logs or repeats the key', async () => {
    const wrongKey = 'rossz-kulcs-0123456789abcdef';
    warnings.length = 0;
    const before = simulator.documents().length;
    const invoice = await failure(client({ agentKey: wrongKey }).issue(invoiceRequest()));
    const receipt = await failure(client({ agentKey: wrongKey }).issue(receiptRequest()));
    const storno = await failure(
      client({ agentKey: wrongKey }).cancel(cancellation('invoice', 'E-SZLA-2026-1')),
    );
    for (const error of [invoice, receipt, storno]) {
      expect(error).toBeInstanceOf(InvoicingRejectedError);
      expect(rejectionCode(error)).toBe('3');
      expect(error.message).toContain('Sikertelen bejelentkezés');
      expect(error.message).not.toContain(wrongKey);
    }
    expect(simulator.documents()).toHaveLength(before);
    expect(JSON.stringify(warnings)).not.toContain(wrongKey);
    expect(JSON.stringify(warnings)).not.toContain(agentKey);
  });

  it('is refused for invalid data: a line whose gross is not net + VAT (code 261)', async () => {
    const lines = [{ ...ticketLines[0]!, gross: 9441 }];
    const error = await failure(client().issue(invoiceRequest({ lines })));
    expect(error).toBeInstanceOf(InvoicingRejectedError);
    expect(rejectionCode(error)).toBe('261');
    const receipt = await failure(client().issue(receiptRequest({ lines })));
    expect(rejectionCode(receipt)).toBe('261');
  });

  it('is refused when cancelling a document the account does not have', async () => {
    const invoice = await failure(client().cancel(cancellation('invoice', 'E-SZLA-2020-99')));
    expect(rejectionCode(invoice)).toBe('7');
    const receipt = await failure(client().cancel(cancellation('receipt', 'NYGT-2020-99')));
    expect(rejectionCode(receipt)).toBe('339');
  });

  it('is unavailable while the agent is down (szlahu_down), and works again after', async () => {
    simulator.setDown(true);
    try {
      warnings.length = 0;
      for (const request of [invoiceRequest(), receiptRequest()]) {
        const error = await failure(client().issue(request));
        expect(error).toBeInstanceOf(InvoicingUnavailableError);
        expect(error.message).toContain('down');
      }
      expect(warnings[0]?.msg).toBe('Számlázz.hu is down');
    } finally {
      simulator.setDown(false);
    }
    expect((await client().issue(receiptRequest())).number).toMatch(/^NYGT-\d{4}-\d+$/);
  });

  it('is unavailable when nothing listens', async () => {
    const gone = await startSzamlazzSimulator({ agentKeys: [agentKey] });
    await gone.close();
    warnings.length = 0;
    const error = await failure(client({ apiUrl: gone.url }).issue(invoiceRequest()));
    expect(error).toBeInstanceOf(InvoicingUnavailableError);
    expect(warnings[0]).toMatchObject({
      msg: 'Számlázz.hu call failed',
      obj: { reason: 'network_error' },
    });
  });

  it('gives up after its timeout', async () => {
    const silent = await startFixedServer(200, null);
    try {
      const started = Date.now();
      const error = await failure(
        client({ apiUrl: silent.url, timeoutMs: 200 }).issue(receiptRequest()),
      );
      expect(error).toBeInstanceOf(InvoicingUnavailableError);
      expect(error.message).toContain('timeout');
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await silent.close();
    }
  });

  it('is unavailable on an HTTP error and on an answer that is not the agent’s', async () => {
    const broken = await startFixedServer(502, '<html>Bad gateway</html>');
    const foreign = await startFixedServer(200, '<html><body>Karbantartás</body></html>');
    try {
      for (const server of [broken, foreign]) {
        for (const request of [invoiceRequest(), receiptRequest()]) {
          const error = await failure(client({ apiUrl: server.url }).issue(request));
          expect(error).toBeInstanceOf(InvoicingUnavailableError);
        }
      }
    } finally {
      await broken.close();
      await foreign.close();
    }
  });

  it('refuses settings that cannot work', () => {
    expect(() => client({ apiUrl: 'ftp://example.com/' })).toThrow(/http/);
    expect(() => client({ agentKey: ' ' })).toThrow(/agent key/);
    expect(() => client({ receiptPrefix: 'nygt-' })).toThrow(/capital letters/);
  });
});
