import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSzamlazzClient, type SzamlazzClientOptions } from './szamlazz-client.js';
import {
  startSzamlazzSimulator,
  type SzamlazzSimulator,
} from './szamlazz-simulator/szamlazz-simulator.js';
import {
  agentKey,
  cancellation,
  company,
  invoiceRequest,
  privatePerson,
  receiptRequest,
  startLossyProxy,
  ticketLines,
} from './szamlazz-test-kit.js';

let simulator: SzamlazzSimulator;
const warnings: { obj: object; msg: string }[] = [];

beforeEach(async () => {
  // A fresh account per test: its numbers start at 1.
  simulator = await startSzamlazzSimulator({
    agentKeys: [agentKey],
    now: () => new Date('2026-03-14T10:00:00Z'),
  });
  warnings.length = 0;
});
afterEach(async () => {
  await simulator.close();
});

function client(overrides: Partial<SzamlazzClientOptions> = {}) {
  return createSzamlazzClient({
    apiUrl: simulator.url,
    agentKey,
    invoicePrefix: 'RSZ',
    log: { warn: (obj, msg) => warnings.push({ obj, msg }) },
    ...overrides,
  });
}

const pdfText = (pdf: Buffer) => pdf.toString('latin1');

describe('invoices through the Számlázz.hu agent', () => {
  it('issues a company invoice: tax number, VAT per line and the sums reach the agent', async () => {
    const request = invoiceRequest();
    const issued = await client().issue(request);

    expect(issued.number).toBe('E-RSZ-2026-1');
    expect(pdfText(issued.pdf).startsWith('%PDF-1.4')).toBe(true);
    expect(pdfText(issued.pdf)).toContain('E-RSZ-2026-1');

    const [invoice, ...others] = simulator.documents();
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      type: 'SZ',
      number: 'E-RSZ-2026-1',
      eInvoice: true,
      issueDate: '2026-03-14',
      supplyDate: '2026-04-03',
      dueDate: '2026-03-14',
      paymentMethod: 'bankkártya',
      currency: 'HUF',
      language: 'hu',
      orderRef: request.orderRef,
      externalId: request.callId,
      paid: true,
      buyer: {
        name: 'Kovács & Társa <Kft>',
        country: 'Magyarország',
        zip: '1011',
        city: 'Budapest',
        address: 'Bem rakpart 33. 2. em. 4.',
        email: 'szamla@kovacs.example',
        taxpayerType: 1,
        taxNumber: '13421739-2-41',
      },
      lines: ticketLines,
      totals: { net: 8456, vat: 1563, gross: 10019 },
      cancelledBy: null,
      navReport: {
        operation: 'CREATE',
        customerVatStatus: 'DOMESTIC',
        customerTaxpayerId: '13421739',
      },
    });

    const xml = invoice?.requestXml ?? '';
    expect(xml).toContain(
      '<xmlszamla xmlns="http://www.szamlazz.hu/xmlszamla" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.szamlazz.hu/xmlszamla https://www.szamlazz.hu/szamla/docs/xsds/agent/xmlszamla.xsd">',
    );
    expect(xml).toContain('<adoalany>1</adoalany>');
    expect(xml).toContain('<adoszam>13421739-2-41</adoszam>');
    expect(xml).toContain('<nev>Kovács &amp; Társa &lt;Kft&gt;</nev>');
    expect(xml).toContain('<valaszVerzio>2</valaszVerzio>');
    expect(xml).toContain('<sendEmail>false</sendEmail>');
    expect(xml).toContain('<fizetve>true</fizetve>');
    expect(xml).toContain('<szamlaszamElotag>RSZ</szamlaszamElotag>');
    expect(xml).not.toContain('<megjegyzes>');
    for (const line of [
      '<afakulcs>18</afakulcs>',
      '<nettoErtek>8000</nettoErtek>',
      '<afaErtek>1440</afaErtek>',
      '<bruttoErtek>9440</bruttoErtek>',
      '<afakulcs>27</afakulcs>',
      '<afaErtek>123</afaErtek>',
    ]) {
      expect(xml).toContain(line);
    }
    const order = ['<beallitasok>', '<fejlec>', '<elado>', '<vevo>', '<tetelek>'].map((tag) =>
      xml.indexOf(tag),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The existence check, then the invoice, in one agent session.
    expect(simulator.stats()).toEqual({ requests: 2, sessions: 1 });
  });

  it('issues a private person an invoice in English, paid in cash, without a tax number', async () => {
    const issued = await client().issue(
      invoiceRequest({ buyer: privatePerson, language: 'en', paymentMethod: 'cash' }),
    );
    expect(issued.number).toBe('E-RSZ-2026-1');
    const [invoice] = simulator.documents();
    expect(invoice?.buyer).toMatchObject({
      name: 'Őrző Űrhajós Dénes',
      country: 'Hungary',
      taxpayerType: -1,
      taxNumber: null,
    });
    expect(invoice?.paymentMethod).toBe('készpénz');
    expect(invoice?.language).toBe('en');
    // NAV gets the invoice of a private person without the name and address.
    expect(invoice?.navReport).toMatchObject({
      customerVatStatus: 'PRIVATE_PERSON',
      customerTaxpayerId: null,
    });
    expect(invoice?.requestXml).toContain('<adoalany>-1</adoalany>');
    expect(invoice?.requestXml).not.toContain('<adoszam>');
  });

  it('keeps Hungarian accents and escapes markup in every text', async () => {
    const comment = 'Köszönjük! "Idézet" & \'aposztróf\' ]]> <script>ő ű Ő Ű</script>';
    const lines = [{ ...ticketLines[0]!, name: 'Hűség – Ősbemutató <premier> & fogadás' }];
    await client().issue(invoiceRequest({ buyer: privatePerson, lines, comment }));
    const [invoice] = simulator.documents();
    expect(invoice?.buyer?.name).toBe('Őrző Űrhajós Dénes');
    expect(invoice?.comment).toBe(comment);
    expect(invoice?.lines[0]?.name).toBe('Hűség – Ősbemutató <premier> & fogadás');
    expect(invoice?.requestXml).toContain('<nev>Őrző Űrhajós Dénes</nev>');
    expect(invoice?.requestXml).toContain(
      '<megjegyzes>Köszönjük! &quot;Idézet&quot; &amp; &apos;aposztróf&apos; ]]&gt; &lt;script&gt;ő ű Ő Ű&lt;/script&gt;</megjegyzes>',
    );
  });

  it('issues one invoice per call id: a retry returns the first invoice', async () => {
    const request = invoiceRequest();
    const first = await client().issue(request);
    const again = await client().issue(request);
    expect(again.number).toBe(first.number);
    expect(again.pdf.equals(first.pdf)).toBe(true);
    expect(simulator.documents()).toHaveLength(1);
  });

  it('returns the invoice of a try whose answer was lost, without issuing another', async () => {
    const proxy = await startLossyProxy(simulator.url, (body) =>
      body.includes('name="action-xmlagentxmlfile"'),
    );
    try {
      const request = invoiceRequest();
      await expect(client({ apiUrl: proxy.url }).issue(request)).rejects.toMatchObject({
        name: 'InvoicingUnavailableError',
      });
      expect(simulator.documents()).toHaveLength(1);
      const retried = await client({ apiUrl: proxy.url }).issue(request);
      expect(retried.number).toBe('E-RSZ-2026-1');
      expect(simulator.documents()).toHaveLength(1);
    } finally {
      await proxy.close();
    }
  });

  it('gives an order a new invoice after its first was cancelled (a new call id)', async () => {
    const agent = client();
    const first = await agent.issue(invoiceRequest({ orderRef: 'RSZ-ORDER-REISSUE' }));
    await agent.cancel(cancellation('invoice', first.number));
    const second = await agent.issue(invoiceRequest({ orderRef: 'RSZ-ORDER-REISSUE' }));
    expect([first.number, second.number]).toEqual(['E-RSZ-2026-1', 'E-RSZ-2026-3']);
  });

  it('cancels an invoice with a sztornó invoice that references it', async () => {
    const agent = client();
    const original = await agent.issue(invoiceRequest());
    const storno = await agent.cancel(cancellation('invoice', original.number));
    expect(storno.number).toBe('E-RSZ-2026-2');
    expect(pdfText(storno.pdf)).toContain('SZTORNÓ SZÁMLA E-RSZ-2026-2');
    const [invoice, cancelling] = simulator.documents();
    expect(invoice?.cancelledBy).toBe('E-RSZ-2026-2');
    expect(cancelling).toMatchObject({
      type: 'SS',
      cancels: 'E-RSZ-2026-1',
      orderRef: invoice?.orderRef,
      issueDate: '2026-03-20',
      totals: { net: -8456, vat: -1563, gross: -10019 },
      navReport: { operation: 'STORNO', customerVatStatus: 'DOMESTIC' },
    });
    expect(cancelling?.requestXml).toContain('<tipus>SS</tipus>');
    expect(cancelling?.requestXml).toContain('<szamlaszam>E-RSZ-2026-1</szamlaszam>');
  });

  it.each(['refuse', 'echo'] as const)(
    'returns the existing sztornó invoice when asked to cancel again (agent answers %s)',
    async (repeatedCancellation) => {
      const account = await startSzamlazzSimulator({ agentKeys: [agentKey], repeatedCancellation });
      try {
        const agent = client({ apiUrl: account.url });
        const original = await agent.issue(invoiceRequest());
        const storno = await agent.cancel(cancellation('invoice', original.number, 'cancel-1'));
        const retried = await agent.cancel(cancellation('invoice', original.number, 'cancel-1'));
        const another = await agent.cancel(cancellation('invoice', original.number, 'cancel-2'));
        expect(retried.number).toBe(storno.number);
        expect(another.number).toBe(storno.number);
        expect(another.pdf.equals(storno.pdf)).toBe(true);
        expect(account.documents().map((document) => document.type)).toEqual(['SZ', 'SS']);
      } finally {
        await account.close();
      }
    },
  );

  it('does not cancel a sztornó invoice', async () => {
    const agent = client();
    const original = await agent.issue(invoiceRequest());
    const storno = await agent.cancel(cancellation('invoice', original.number));
    await expect(agent.cancel(cancellation('invoice', storno.number))).rejects.toMatchObject({
      name: 'InvoicingRejectedError',
      code: '14',
    });
  });
});

describe('receipts through the Számlázz.hu agent', () => {
  it('issues a receipt with its call id and the default prefix', async () => {
    const request = receiptRequest({ comment: 'Jó szórakozást!' });
    const issued = await client().issue(request);
    expect(issued.number).toBe('NYGT-2026-1');
    expect(pdfText(issued.pdf)).toContain('NYUGTA NYGT-2026-1');
    const [receipt] = simulator.documents();
    expect(receipt).toMatchObject({
      kind: 'receipt',
      type: 'NY',
      callId: request.callId,
      orderRef: request.orderRef,
      issueDate: '2026-03-14',
      paymentMethod: 'bankkártya',
      comment: 'Jó szórakozást!',
      lines: ticketLines,
      totals: { net: 8456, vat: 1563, gross: 10019 },
      navReport: null,
    });
    const xml = receipt?.requestXml ?? '';
    expect(xml).toContain('xmlns="http://www.szamlazz.hu/xmlnyugtacreate"');
    expect(xml).toContain(`<hivasAzonosito>${request.callId}</hivasAzonosito>`);
    expect(xml).toContain('<elotag>NYGT</elotag>');
    expect(xml).toContain('<afa>1440</afa>');
    expect(simulator.stats().requests).toBe(1);
  });

  it('issues one receipt per call id: a retry gets the same number, the account holds one', async () => {
    const request = receiptRequest();
    const first = await client().issue(request);
    const again = await client().issue(request);
    expect(again.number).toBe(first.number);
    expect(again.pdf.equals(first.pdf)).toBe(true);
    expect(simulator.documents()).toHaveLength(1);
    expect(warnings.map((warning) => warning.msg)).toContain(
      'Számlázz.hu receipt of an earlier try returned',
    );
  });

  it('returns the receipt of a try whose answer was lost', async () => {
    const proxy = await startLossyProxy(simulator.url, (body) =>
      body.includes('name="action-szamla_agent_nyugta_create"'),
    );
    try {
      const request = receiptRequest();
      await expect(client({ apiUrl: proxy.url }).issue(request)).rejects.toMatchObject({
        name: 'InvoicingUnavailableError',
      });
      expect((await client({ apiUrl: proxy.url }).issue(request)).number).toBe('NYGT-2026-1');
      expect(simulator.documents()).toHaveLength(1);
    } finally {
      await proxy.close();
    }
  });

  it('cancels a receipt with a sztornó receipt that references it', async () => {
    const agent = client();
    const original = await agent.issue(receiptRequest());
    const storno = await agent.cancel(cancellation('receipt', original.number));
    expect(storno.number).toBe('NYGT-2026-2');
    expect(pdfText(storno.pdf)).toContain('SZTORNÓ NYUGTA NYGT-2026-2');
    const [receipt, cancelling] = simulator.documents();
    expect(receipt?.cancelledBy).toBe('NYGT-2026-2');
    expect(cancelling).toMatchObject({
      type: 'SN',
      cancels: 'NYGT-2026-1',
      callId: `call-cancel-${original.number}`,
      totals: { net: -8456, vat: -1563, gross: -10019 },
    });
  });

  it.each(['refuse', 'echo'] as const)(
    'returns the existing sztornó receipt when asked to cancel again (agent answers %s)',
    async (repeatedCancellation) => {
      const account = await startSzamlazzSimulator({ agentKeys: [agentKey], repeatedCancellation });
      try {
        const agent = client({ apiUrl: account.url });
        const original = await agent.issue(receiptRequest());
        const storno = await agent.cancel(cancellation('receipt', original.number, 'cancel-1'));
        const retried = await agent.cancel(cancellation('receipt', original.number, 'cancel-1'));
        const another = await agent.cancel(cancellation('receipt', original.number, 'cancel-2'));
        expect(retried.number).toBe(storno.number);
        expect(another.number).toBe(storno.number);
        expect(account.documents().map((document) => document.type)).toEqual(['NY', 'SN']);
      } finally {
        await account.close();
      }
    },
  );
});

describe('numbering', () => {
  it('numbers each series and year without gaps; sztornó documents continue the series', async () => {
    const agent = client();
    const numbers: string[] = [];
    const issue = async (request: Parameters<typeof agent.issue>[0], other = agent) => {
      numbers.push((await other.issue(request)).number);
    };
    await issue(invoiceRequest());
    await issue(invoiceRequest());
    await issue(receiptRequest());
    await issue(invoiceRequest(), client({ invoicePrefix: 'BERLET' }));
    await issue(invoiceRequest(), client({ eInvoice: false }));
    await issue(receiptRequest(), client({ receiptPrefix: 'JEGY' }));
    await issue(receiptRequest());
    numbers.push((await agent.cancel(cancellation('invoice', 'E-RSZ-2026-1'))).number);
    numbers.push((await agent.cancel(cancellation('receipt', 'NYGT-2026-2'))).number);
    await issue(invoiceRequest());
    await issue(invoiceRequest({ issueDate: '2027-01-02' }));
    expect(numbers).toEqual([
      'E-RSZ-2026-1',
      'E-RSZ-2026-2',
      'NYGT-2026-1',
      'E-BERLET-2026-1',
      'RSZ-2026-1',
      'JEGY-2026-1',
      'NYGT-2026-2',
      'E-RSZ-2026-3',
      'NYGT-2026-3',
      'E-RSZ-2026-4',
      'E-RSZ-2027-1',
    ]);
  });
});

describe('a company buyer without an address', () => {
  it('is refused by the agent as missing data', async () => {
    const buyer = { ...company, zip: '', city: '', address: '' };
    await expect(client().issue(invoiceRequest({ buyer }))).rejects.toMatchObject({
      name: 'InvoicingRejectedError',
      code: '7',
    });
  });
});
