import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FiscalLine } from '../../invoicing-service.js';
import { invoiceCancelXml, invoiceQueryXml, invoiceXml } from '../szamlazz-request-xml.js';
import { agentKey, invoiceRequest, ticketLines } from '../szamlazz-test-kit.js';
import { startSzamlazzSimulator, type SzamlazzSimulator } from './szamlazz-simulator.js';

// The simulator's modifying invoices (helyesbítő számla, decision 0052): the Agent's invoice
// action with `helyesbitoszamla` and `helyesbitettSzamlaszam` in the fejlec, validated as the
// XSD orders them, naming an invoice it may modify, taking back no more than is left of it.

let simulator: SzamlazzSimulator;
beforeAll(async () => {
  simulator = await startSzamlazzSimulator({ agentKeys: [agentKey] });
});
afterAll(async () => {
  await simulator.close();
});

async function post(action: string, xml: string) {
  const form = new FormData();
  form.append(action, new Blob([xml]), 'request.xml');
  const response = await fetch(simulator.url, { method: 'POST', body: form });
  return {
    code: response.headers.get('szlahu_error_code'),
    error: decodeURIComponent(response.headers.get('szlahu_error') ?? ''),
    number: response.headers.get('szlahu_szamlaszam'),
    text: await response.text(),
  };
}

const issue = (lines: FiscalLine[], modifies?: string) =>
  post(
    'action-xmlagentxmlfile',
    invoiceXml({
      agentKey,
      eInvoice: false,
      prefix: 'MOD',
      request: invoiceRequest({ lines, ...(modifies ? { modifies: { number: modifies } } : {}) }),
    }),
  );

/** One of the first ticket line and one fee, taken back. */
const oneBack: FiscalLine[] = [
  { ...ticketLines[0]!, quantity: -1, net: -4000, vat: -720, gross: -4720 },
  { ...ticketLines[1]!, quantity: -1, net: -228, vat: -62, gross: -290 },
];

describe('modifying invoices at the simulated Számla Agent', () => {
  it('issues one naming the invoice, reports it to NAV as MODIFY, answers it on a query', async () => {
    const original = await issue(ticketLines);
    expect(original.code).toBeNull();
    const modifying = await issue(oneBack, original.number!);
    expect(modifying.code).toBeNull();
    expect(modifying.number).toMatch(/^MOD-\d{4}-2$/);
    const stored = simulator.documents().find((d) => d.number === modifying.number);
    expect(stored).toMatchObject({
      type: 'HS',
      modifies: original.number,
      totals: { net: -4228, vat: -782, gross: -5010 },
      navReport: { operation: 'MODIFY' },
    });
    const query = await post(
      'action-szamla_agent_xml',
      invoiceQueryXml(agentKey, { number: modifying.number! }),
    );
    expect(query.text).toContain(`<hivszamlaszam>${original.number}</hivszamlaszam>`);
    expect(query.text).toContain('<tipus>HS</tipus>');
  });

  it('refuses a flag without a number (7), a number without the flag or out of order (57)', async () => {
    const original = await issue(ticketLines);
    const good = invoiceXml({
      agentKey,
      eInvoice: false,
      prefix: 'MOD',
      request: invoiceRequest({ lines: oneBack, modifies: { number: original.number! } }),
    });
    const numberTag = `<helyesbitettSzamlaszam>${original.number}</helyesbitettSzamlaszam>`;
    expect(good).toContain('<helyesbitoszamla>true</helyesbitoszamla>');
    const noNumber = await post('action-xmlagentxmlfile', good.replace(numberTag, ''));
    expect(noNumber.code).toBe('7');
    expect(noNumber.error).toContain('helyesbitettSzamlaszam');
    const noFlag = await post(
      'action-xmlagentxmlfile',
      good.replace('<helyesbitoszamla>true</helyesbitoszamla>', ''),
    );
    expect(noFlag.code).toBe('57');
    const late = await post(
      'action-xmlagentxmlfile',
      good
        .replace('<helyesbitoszamla>true</helyesbitoszamla>', '')
        .replace(
          '<fizetve>true</fizetve>',
          '<fizetve>true</fizetve><helyesbitoszamla>true</helyesbitoszamla>',
        ),
    );
    expect(late.code).toBe('57');
    const notBoolean = await post(
      'action-xmlagentxmlfile',
      good.replace(
        '<helyesbitoszamla>true</helyesbitoszamla>',
        '<helyesbitoszamla>igen</helyesbitoszamla>',
      ),
    );
    expect(notBoolean.code).toBe('57');
    // Negative lines keep the line arithmetic (259: net ≠ unit price × quantity).
    const wrongNet = await issue(
      [{ ...oneBack[0]!, net: 4000, vat: 720, gross: 4720 }],
      original.number!,
    );
    expect(wrongNet.code).toBe('259');
  });

  it('refuses an unknown invoice (7), a modifying or cancelled one (14, 9901), too much back (9902)', async () => {
    expect((await issue(oneBack, 'MOD-2026-999')).code).toBe('7');
    const original = await issue(ticketLines);
    const modifying = await issue(oneBack, original.number!);
    expect((await issue(oneBack, modifying.number!)).code).toBe('14');
    // The second ticket back leaves nothing at 18 %; one more ticket back is more than is left.
    expect((await issue([oneBack[0]!], original.number!)).code).toBeNull();
    const tooMuch = await issue(oneBack, original.number!);
    expect(tooMuch.code).toBe('9902');
    expect(tooMuch.error).toContain(original.number!);
    const other = await issue(ticketLines);
    const cancelled = await post(
      'action-szamla_agent_st',
      invoiceCancelXml({
        agentKey,
        eInvoice: false,
        number: other.number!,
        issueDate: '2026-03-20',
        callId: 'cancel-other',
      }),
    );
    expect(cancelled.code).toBeNull();
    expect((await issue(oneBack, other.number!)).code).toBe('9901');
  });
});
