import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoiceQueryXml,
  invoiceXml,
  receiptQueryXml,
  receiptXml,
} from '../szamlazz-request-xml.js';
import { agentKey, invoiceRequest, receiptRequest } from '../szamlazz-test-kit.js';
import { startSzamlazzSimulator, type SzamlazzSimulator } from './szamlazz-simulator.js';

let simulator: SzamlazzSimulator;

beforeAll(async () => {
  simulator = await startSzamlazzSimulator({
    agentKeys: [agentKey],
    now: () => new Date('2026-12-31T23:30:00Z'),
  });
});
afterAll(async () => {
  await simulator.close();
});

/** A hand-made agent call: the XML as a file (or as a plain value) in the action's field. */
async function post(
  action: string,
  xml: string,
  options: { asFile?: boolean; cookie?: string } = {},
) {
  const form = new FormData();
  if (options.asFile ?? true) form.append(action, new Blob([xml]), 'request.xml');
  else form.append(action, xml);
  const response = await fetch(simulator.url, {
    method: 'POST',
    body: form,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  return { response, text: await response.text() };
}

const invoiceXmlOf = (overrides: Parameters<typeof invoiceRequest>[0] = {}) =>
  invoiceXml({ agentKey, eInvoice: true, prefix: 'SIM', request: invoiceRequest(overrides) });

const errorCode = (response: Response) => response.headers.get('szlahu_error_code');
const hibakod = (text: string) => /<hibakod>(\d+)<\/hibakod>/.exec(text)?.[1];

describe('the Számlázz.hu simulator on its own (hand-made requests)', () => {
  it('wants the XML as a file in a known action field of a multipart form (53)', async () => {
    const plain = await post('action-xmlagentxmlfile', invoiceXmlOf(), { asFile: false });
    expect(errorCode(plain.response)).toBe('53');
    expect(decodeURIComponent(plain.response.headers.get('szlahu_error') ?? '')).toBe(
      'Hiányzó XML fájl.',
    );
    const unknown = await post('action-szamla_agent_kifiz', invoiceXmlOf());
    expect(errorCode(unknown.response)).toBe('53');
    const json = await fetch(simulator.url, { method: 'POST', body: '{}' });
    expect(json.headers.get('szlahu_error_code')).toBe('53');
    expect((await fetch(simulator.url)).status).toBe(405);
    expect((await fetch(new URL('/szamla/other', simulator.url), { method: 'POST' })).status).toBe(
      404,
    );
  });

  it('reads the XML strictly: well-formed, its own root and namespace, the XSD order (57)', async () => {
    const good = invoiceXmlOf();
    const cases = [
      good.replace('</vevo>', '</vevo'),
      good.replaceAll('xmlszamla', 'xmlszamlast'),
      good.replace('xmlns="http://www.szamlazz.hu/xmlszamla"', 'xmlns="urn:example:other"'),
      // fejlec before beallitasok
      good.replace(
        /(<beallitasok>[\s\S]*<\/beallitasok>)(\s*)(<fejlec>[\s\S]*<\/fejlec>)/,
        '$3$2$1',
      ),
      good.replace('<fizetve>true</fizetve>', '<fizetve>igen</fizetve>'),
      good.replace('<keltDatum>2026-03-14</keltDatum>', '<keltDatum>2026-02-30</keltDatum>'),
      good.replace(
        '<sendEmail>false</sendEmail>',
        '<sendEmail>false</sendEmail><kedvenc>x</kedvenc>',
      ),
      good.replace(/<tetelek>[\s\S]*<\/tetelek>/, ''),
    ];
    for (const [index, xml] of cases.entries()) {
      const { response, text } = await post('action-xmlagentxmlfile', xml);
      expect(response.status).toBe(200);
      expect(errorCode(response)).toBe('57');
      // Unreadable XML has no valaszVerzio to honour: the answer is version 1's text.
      if (index === 0) expect(text).toMatch(/^\[ERR\] XML beolvasási hiba/);
      else expect(hibakod(text)).toBe('57');
    }
    const order = await post('action-xmlagentxmlfile', cases[3] ?? '');
    expect(decodeURIComponent(order.response.headers.get('szlahu_error') ?? '')).toContain(
      'xmlszamla/beallitasok',
    );
  });

  it('refuses a wrong agent key (3) in the headers and the XML body', async () => {
    const xml = invoiceXmlOf().replace(agentKey, 'rossz-kulcs');
    const { response, text } = await post('action-xmlagentxmlfile', xml);
    expect(errorCode(response)).toBe('3');
    expect(decodeURIComponent(response.headers.get('szlahu_error') ?? '')).toBe(
      'Sikertelen bejelentkezés.',
    );
    expect(text).toContain('<sikeres>false</sikeres>');
    expect(text).not.toContain('rossz-kulcs');
  });

  it('answers an invoice in the headers, and as XML with the PDF or as the bare PDF', async () => {
    const xml = await post('action-xmlagentxmlfile', invoiceXmlOf());
    const number = xml.response.headers.get('szlahu_szamlaszam') ?? '';
    expect(number).toMatch(/^E-SIM-2026-\d+$/);
    expect(xml.response.headers.get('szlahu_bruttovegosszeg')).toBe('10019');
    expect(xml.response.headers.get('szlahu_kintlevoseg')).toBe('0');
    expect(decodeURIComponent(xml.response.headers.get('szlahu_vevoifiokurl') ?? '')).toMatch(
      /^https:\/\/www\.szamlazz\.hu\/szamla\/\?page=vevoifiokpay&/,
    );
    expect(xml.text).toContain(`<szamlaszam>${number}</szamlaszam>`);
    const pdf = Buffer.from(/<pdf>([^<]+)<\/pdf>/.exec(xml.text)?.[1] ?? '', 'base64');
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');

    const version1 = invoiceXmlOf().replace('<valaszVerzio>2</valaszVerzio>', '');
    const bare = await fetch(simulator.url, {
      method: 'POST',
      body: (() => {
        const form = new FormData();
        form.append('action-xmlagentxmlfile', new Blob([version1]), 'request.xml');
        return form;
      })(),
    });
    expect(bare.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await bare.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it('answers an unknown invoice of the XML query in the body only (7)', async () => {
    const { response, text } = await post(
      'action-szamla_agent_xml',
      invoiceQueryXml(agentKey, { externalId: 'nincs-ilyen' }),
    );
    expect(response.headers.get('szlahu_error_code')).toBeNull();
    expect(hibakod(text)).toBe('7');
    const none = await post('action-szamla_agent_xml', invoiceQueryXml(agentKey, {}));
    expect(hibakod(none.text)).toBe('7');
  });

  it('keeps receipt call ids unique (338) and checks receipt prefixes (336, 337)', async () => {
    const request = receiptRequest();
    const xml = receiptXml({ agentKey, prefix: 'PENZTAR', request });
    const first = await post('action-szamla_agent_nyugta_create', xml);
    expect(first.text).toContain('<nyugtaszam>PENZTAR-2027-1</nyugtaszam>');
    expect(first.text).toContain('<kelt>2027-01-01</kelt>');
    const second = await post('action-szamla_agent_nyugta_create', xml);
    expect(hibakod(second.text)).toBe('338');
    expect(second.response.headers.get('szlahu_error_code')).toBeNull();
    expect(
      simulator.documents().filter((document) => document.callId === request.callId),
    ).toHaveLength(1);

    const lower = receiptXml({ agentKey, prefix: 'Penztar', request: receiptRequest() });
    expect(hibakod((await post('action-szamla_agent_nyugta_create', lower)).text)).toBe('337');
    const ofInvoices = receiptXml({ agentKey, prefix: 'SIM', request: receiptRequest() });
    expect(hibakod((await post('action-szamla_agent_nyugta_create', ofInvoices)).text)).toBe('336');
  });

  it('finds receipts by number, call id and order number, the newest of an order first', async () => {
    const orderRef = 'RSZ-ORDER-LOOKUP';
    const first = receiptRequest({ orderRef });
    const second = receiptRequest({ orderRef });
    await post(
      'action-szamla_agent_nyugta_create',
      receiptXml({ agentKey, prefix: 'KERES', request: first }),
    );
    await post(
      'action-szamla_agent_nyugta_create',
      receiptXml({ agentKey, prefix: 'KERES', request: second }),
    );
    const byOrder = await post(
      'action-szamla_agent_nyugta_get',
      receiptQueryXml(agentKey, { orderRef }),
    );
    expect(byOrder.text).toContain(`<hivasAzonosito>${second.callId}</hivasAzonosito>`);
    const byCall = await post(
      'action-szamla_agent_nyugta_get',
      receiptQueryXml(agentKey, { callId: first.callId }),
    );
    expect(byCall.text).toContain('<nyugtaszam>KERES-2027-1</nyugtaszam>');
    expect(byCall.text).toContain('<nyugtaPdf>');
    const missing = await post(
      'action-szamla_agent_nyugta_get',
      receiptQueryXml(agentKey, { number: 'KERES-2027-99' }),
    );
    expect(hibakod(missing.text)).toBe('339');
  });

  it('keeps one session for a client that sends its cookie back', async () => {
    const before = simulator.stats().sessions;
    const first = await post('action-szamla_agent_xml', invoiceQueryXml(agentKey, { number: 'x' }));
    const cookie = (first.response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^JSESSIONID=[0-9A-F]{32}$/);
    await post('action-szamla_agent_xml', invoiceQueryXml(agentKey, { number: 'x' }), { cookie });
    expect(simulator.stats().sessions).toBe(before + 1);
  });
});
