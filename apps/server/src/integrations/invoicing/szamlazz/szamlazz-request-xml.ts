import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { FiscalDocumentRequest, FiscalLine } from '../invoicing-service.js';

/**
 * The request documents of the Számla Agent. Each root element is in its own namespace with its
 * schema location, and the elements follow the XSD's sequence: the agent validates against the
 * schema, so an element out of order is a refusal (code 57), not a detail. Every text goes
 * through `escapeXml`: buyer names like "Kovács & Társa <Kft>" are ordinary data here.
 */

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/hu.json') as countries.LocaleData);
countries.registerLocale(require('i18n-iso-countries/langs/en.json') as countries.LocaleData);

/** Roots, namespaces and schema directories (https://www.szamlazz.hu/szamla/docs/xsds/<dir>/). */
const schemas = {
  xmlszamla: 'agent',
  xmlszamlast: 'agentst',
  xmlszamlaxml: 'agentxml',
  xmlnyugtacreate: 'nyugtacreate',
  xmlnyugtast: 'nyugtast',
  xmlnyugtaget: 'nyugtaget',
} as const;

type Root = keyof typeof schemas;

/** Whether XML 1.0 can carry the character at all (not even escaped can it carry the others). */
function isXmlCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return code !== 0xfffe && code !== 0xffff;
}

/** Text as XML character data; characters XML cannot carry are dropped rather than sent. */
export function escapeXml(value: string): string {
  let kept = '';
  for (const char of value) if (isXmlCharacter(char)) kept += char;
  return kept
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** A child element's value: text, a number, a boolean, nested children, or absent. */
type Value = string | number | boolean | Node[] | undefined | null;
type Node = readonly [name: string, value: Value];

function text(value: string | number | boolean): string {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`not a finite number: ${value}`);
  }
  return escapeXml(String(value));
}

function render(nodes: readonly Node[], depth: number): string {
  const pad = '  '.repeat(depth);
  const lines: string[] = [];
  for (const [name, value] of nodes) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      const inner = render(value, depth + 1);
      lines.push(
        inner === '' ? `${pad}<${name}></${name}>` : `${pad}<${name}>\n${inner}\n${pad}</${name}>`,
      );
    } else {
      lines.push(`${pad}<${name}>${text(value)}</${name}>`);
    }
  }
  return lines.join('\n');
}

function document(root: Root, children: Node[]): string {
  const ns = `http://www.szamlazz.hu/${root}`;
  const location = `https://www.szamlazz.hu/szamla/docs/xsds/${schemas[root]}/${root}.xsd`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<${root} xmlns="${ns}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${ns} ${location}">
${render(children, 1)}
</${root}>
`;
}

/**
 * The payment method as Számlázz.hu prints it, in the names of its unified list (which it
 * translates on an English document and maps for the NAV report): `készpénz` for cash,
 * `bankkártya` for a card on the box office's terminal, `OTP Simple` for a card paid online
 * through SimplePay (decision 0023). A document recorded before the means were told apart says
 * `bankkártya`.
 */
export function paymentMethodText(method: FiscalDocumentRequest['paymentMethod']): string {
  switch (method) {
    case 'cash':
      return 'készpénz';
    case 'card_simplepay':
      return 'OTP Simple';
    case 'card_terminal':
    case 'card':
      return 'bankkártya';
    case 'bank_transfer':
      return 'átutalás';
  }
}

/** An ISO code becomes the country's name in the invoice's language; free text stays. */
function countryName(country: string | undefined, language: 'hu' | 'en'): string | undefined {
  if (!country) return undefined;
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  return countries.getName(country.toUpperCase(), language) ?? country;
}

/** A Hungarian tax number (########-#-##): the buyer is a taxable person (`adoalany` 1). */
const hungarianTaxNumber = /^\d{8}-\d-\d{2}$/;

export interface InvoiceXmlParts {
  agentKey: string;
  eInvoice: boolean;
  prefix: string | undefined;
  request: FiscalDocumentRequest;
}

/**
 * `xmlszamla` (action-xmlagentxmlfile): a paid invoice, the answer as XML with the PDF; with
 * `modifies`, a modifying invoice (`helyesbitoszamla`, `helyesbitettSzamlaszam`, decision 0052).
 */
export function invoiceXml({ agentKey, eInvoice, prefix, request }: InvoiceXmlParts): string {
  const { buyer } = request;
  const taxNumber = buyer.taxNumber?.trim() || null;
  const company = taxNumber !== null && hungarianTaxNumber.test(taxNumber);
  return document('xmlszamla', [
    [
      'beallitasok',
      [
        ['szamlaagentkulcs', agentKey],
        ['eszamla', eInvoice],
        ['szamlaLetoltes', true],
        ['valaszVerzio', 2],
        // The call id as the invoice's external id: how a retry finds what an earlier try made.
        ['szamlaKulsoAzon', request.callId],
      ],
    ],
    [
      'fejlec',
      [
        ['keltDatum', request.issueDate],
        ['teljesitesDatum', request.supplyDate],
        // Paid by card or cash before issue: due on the day of issue.
        ['fizetesiHataridoDatum', request.issueDate],
        ['fizmod', paymentMethodText(request.paymentMethod)],
        ['penznem', request.currency],
        ['szamlaNyelve', request.language],
        ['megjegyzes', request.comment?.trim() || undefined],
        ['rendelesSzam', request.orderRef],
        // A modifying invoice names the invoice it modifies (the XSD's place: after vegszamla).
        ['helyesbitoszamla', request.modifies ? true : undefined],
        ['helyesbitettSzamlaszam', request.modifies?.number],
        ['szamlaszamElotag', prefix],
        ['fizetve', true],
      ],
    ],
    // Seller data comes from the account's settings; the element itself is required.
    ['elado', []],
    [
      'vevo',
      [
        ['nev', buyer.name],
        ['orszag', countryName(buyer.country, request.language)],
        ['irsz', buyer.zip ?? ''],
        ['telepules', buyer.city ?? ''],
        ['cim', buyer.address ?? ''],
        ['email', buyer.email || undefined],
        // The shop sends its own e-mails with the PDF.
        ['sendEmail', false],
        ['adoalany', company ? 1 : -1],
        ['adoszam', company ? taxNumber : undefined],
      ],
    ],
    [
      'tetelek',
      request.lines.map((line: FiscalLine): Node => [
        'tetel',
        [
          ['megnevezes', line.name],
          ['mennyiseg', line.quantity],
          ['mennyisegiEgyseg', line.unit],
          ['nettoEgysegar', line.netUnitPrice],
          ['afakulcs', line.vatRate],
          ['nettoErtek', line.net],
          ['afaErtek', line.vat],
          ['bruttoErtek', line.gross],
        ],
      ]),
    ],
  ]);
}

export interface InvoiceSelector {
  /** The invoice number (`szamlaszam`). */
  number?: string;
  /** The order number (`rendelesSzam`): the agent answers the newest invoice with it. */
  orderRef?: string;
  /** The external id given at creation (`szamlaKulsoAzon`). */
  externalId?: string;
}

/** `xmlszamlaxml` (action-szamla_agent_xml): one invoice's data with its PDF. */
export function invoiceQueryXml(agentKey: string, selector: InvoiceSelector): string {
  return document('xmlszamlaxml', [
    ['szamlaagentkulcs', agentKey],
    ['szamlaszam', selector.number],
    ['rendelesSzam', selector.orderRef],
    ['pdf', true],
    ['szamlaKulsoAzon', selector.externalId],
  ]);
}

export interface InvoiceCancelXmlParts {
  agentKey: string;
  eInvoice: boolean;
  /** The invoice to cancel. */
  number: string;
  issueDate: string;
  /** The cancellation's call id, kept as the storno invoice's external id. */
  callId: string;
}

/** `xmlszamlast` (action-szamla_agent_st): the sztornó invoice of a whole invoice. */
export function invoiceCancelXml(parts: InvoiceCancelXmlParts): string {
  return document('xmlszamlast', [
    [
      'beallitasok',
      [
        ['szamlaagentkulcs', parts.agentKey],
        ['eszamla', parts.eInvoice],
        ['szamlaLetoltes', true],
        // In this schema valaszVerzio comes after aggregator and guardian (not as in xmlszamla).
        ['valaszVerzio', 2],
        ['szamlaKulsoAzon', parts.callId],
      ],
    ],
    [
      'fejlec',
      [
        ['szamlaszam', parts.number],
        ['keltDatum', parts.issueDate],
        ['tipus', 'SS'],
      ],
    ],
  ]);
}

export interface ReceiptXmlParts {
  agentKey: string;
  prefix: string;
  request: FiscalDocumentRequest;
}

/** `xmlnyugtacreate` (action-szamla_agent_nyugta_create): a receipt with its PDF. */
export function receiptXml({ agentKey, prefix, request }: ReceiptXmlParts): string {
  return document('xmlnyugtacreate', [
    [
      'beallitasok',
      [
        ['szamlaagentkulcs', agentKey],
        ['pdfLetoltes', true],
      ],
    ],
    [
      'fejlec',
      [
        // Unique per receipt: the agent refuses a second receipt with the same call id (338).
        ['hivasAzonosito', request.callId],
        ['elotag', prefix],
        ['fizmod', paymentMethodText(request.paymentMethod)],
        ['penznem', request.currency],
        ['megjegyzes', request.comment?.trim() || undefined],
        ['rendelesSzam', request.orderRef],
      ],
    ],
    [
      'tetelek',
      request.lines.map((line): Node => [
        'tetel',
        [
          ['megnevezes', line.name],
          ['mennyiseg', line.quantity],
          ['mennyisegiEgyseg', line.unit],
          ['nettoEgysegar', line.netUnitPrice],
          ['afakulcs', line.vatRate],
          ['netto', line.net],
          ['afa', line.vat],
          ['brutto', line.gross],
        ],
      ]),
    ],
  ]);
}

/** `xmlnyugtast` (action-szamla_agent_nyugta_storno): the sztornó receipt of a receipt. */
export function receiptCancelXml(agentKey: string, number: string, callId: string): string {
  return document('xmlnyugtast', [
    [
      'beallitasok',
      [
        ['szamlaagentkulcs', agentKey],
        ['pdfLetoltes', true],
      ],
    ],
    [
      'fejlec',
      [
        ['nyugtaszam', number],
        ['hivasAzonosito', callId],
      ],
    ],
  ]);
}

export interface ReceiptSelector {
  number?: string;
  orderRef?: string;
  callId?: string;
}

/** `xmlnyugtaget` (action-szamla_agent_nyugta_get): one receipt with its PDF. */
export function receiptQueryXml(agentKey: string, selector: ReceiptSelector): string {
  return document('xmlnyugtaget', [
    [
      'beallitasok',
      [
        ['szamlaagentkulcs', agentKey],
        ['pdfLetoltes', true],
      ],
    ],
    [
      'fejlec',
      [
        ['nyugtaszam', selector.number],
        ['rendelesSzam', selector.orderRef],
        ['hivasAzonosito', selector.callId],
      ],
    ],
  ]);
}
