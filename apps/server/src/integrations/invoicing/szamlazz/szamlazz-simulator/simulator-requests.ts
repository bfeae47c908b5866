import { AgentFault, faultCodes } from './simulator-fault.js';
import { childOf, textOf, type XmlElement } from './simulator-xml.js';

/**
 * Typed views of schema-valid requests, with the checks Számlázz.hu makes beyond its schemas:
 * data that must not be empty (7), line arithmetic (259–261), receipt prefixes (337) and payment
 * sums (340). The schema validation (simulator-schemas.ts) has already run.
 */

export interface SimulatedLine {
  name: string;
  quantity: number;
  unit: string;
  netUnitPrice: number;
  /** As sent: `27`, `18`, `5`, `0` or a code such as `TAM`, `AAM`. */
  vatRate: string;
  net: number;
  vat: number;
  gross: number;
}

export interface SimulatedBuyer {
  name: string;
  country: string | null;
  zip: string;
  city: string;
  address: string;
  email: string | null;
  /** `adoalany`: 1 a Hungarian taxable person, -1 no tax number (a private person), 0 unknown… */
  taxpayerType: number | null;
  taxNumber: string | null;
}

export interface InvoiceRequest {
  agentKey: string | undefined;
  eInvoice: boolean;
  download: boolean;
  answerVersion: number;
  externalId: string | null;
  issueDate: string | null;
  supplyDate: string;
  dueDate: string;
  paymentMethod: string;
  currency: string;
  language: string;
  comment: string | null;
  orderRef: string | null;
  prefix: string | null;
  paid: boolean;
  /** A modifying invoice (`helyesbitoszamla`): the number of the invoice it modifies. */
  modifies: string | null;
  buyer: SimulatedBuyer;
  lines: SimulatedLine[];
}

export interface InvoiceCancelRequest {
  agentKey: string | undefined;
  eInvoice: boolean;
  download: boolean;
  answerVersion: number;
  externalId: string | null;
  number: string;
  issueDate: string | null;
  supplyDate: string | null;
  comment: string | null;
}

export interface InvoiceQueryRequest {
  agentKey: string | undefined;
  number: string | null;
  orderRef: string | null;
  externalId: string | null;
  pdf: boolean;
}

export interface ReceiptRequest {
  agentKey: string | undefined;
  pdf: boolean;
  callId: string | null;
  prefix: string;
  paymentMethod: string;
  currency: string;
  comment: string | null;
  orderRef: string | null;
  lines: SimulatedLine[];
}

export interface ReceiptCancelRequest {
  agentKey: string | undefined;
  pdf: boolean;
  number: string;
  callId: string | null;
}

export interface ReceiptQueryRequest {
  agentKey: string | undefined;
  pdf: boolean;
  number: string | null;
  orderRef: string | null;
  callId: string | null;
}

const languages = new Set([
  'hu',
  'en',
  'de',
  'it',
  'ro',
  'sk',
  'hr',
  'fr',
  'es',
  'cz',
  'pl',
  'bg',
  'nl',
  'ru',
  'si',
]);

/** VAT "rates" that are exemptions or special regimes: their VAT amount is 0. */
const vatCodes = new Set([
  'TAM',
  'AAM',
  'EU',
  'EUK',
  'MAA',
  'F.AFA',
  'K.AFA',
  'ÁKK',
  'TAHK',
  'TEHK',
  'EUT',
  'EUKT',
  'HO',
  'EUE',
  'EUFADE',
  'EUFAD37',
  'ATK',
  'NAM',
  'EAM',
  'KBAUK',
  'KBAET',
]);

const flag = (element: XmlElement | undefined, name: string, otherwise = false): boolean => {
  const value = textOf(element, name);
  return value === undefined ? otherwise : value === 'true' || value === '1';
};

const optional = (element: XmlElement | undefined, name: string): string | null =>
  textOf(element, name) ?? null;

function present(element: XmlElement | undefined, name: string, where: string): string {
  const value = textOf(element, name);
  if (value === undefined) {
    throw new AgentFault(faultCodes.missingData, `Hiányzó adat: ${where}/${name} elem.`);
  }
  return value;
}

const number = (element: XmlElement | undefined, name: string): number =>
  Number(textOf(element, name) ?? '0');

/** A forint of rounding either way, as a line's values are rounded to whole forints. */
const near = (a: number, b: number, tolerance = 1.000001) => Math.abs(a - b) <= tolerance;

function readLines(
  tetelek: XmlElement | undefined,
  names: { net: string; vat: string; gross: string },
): SimulatedLine[] {
  return (tetelek?.children ?? []).map((tetel, index) => {
    const row = `${index + 1}. tétel`;
    const line: SimulatedLine = {
      name: present(tetel, 'megnevezes', 'tetel'),
      quantity: number(tetel, 'mennyiseg'),
      unit: present(tetel, 'mennyisegiEgyseg', 'tetel'),
      netUnitPrice: number(tetel, 'nettoEgysegar'),
      vatRate: present(tetel, 'afakulcs', 'tetel'),
      net: number(tetel, names.net),
      vat: number(tetel, names.vat),
      gross: number(tetel, names.gross),
    };
    const rate = /^\d+(\.\d+)?$/.test(line.vatRate) ? Number(line.vatRate) : null;
    if (rate === null && !vatCodes.has(line.vatRate)) {
      throw new AgentFault(
        faultCodes.xmlReading,
        `XML beolvasási hiba: ismeretlen áfakulcs: ${line.vatRate}`,
      );
    }
    if (!near(line.net, line.netUnitPrice * line.quantity)) {
      throw new AgentFault(
        faultCodes.netMismatch,
        `A tétel nettó értéke nem egyezik a nettó egységár és a mennyiség szorzatával (${row}).`,
      );
    }
    if (!near(line.vat, rate === null ? 0 : (line.net * rate) / 100)) {
      throw new AgentFault(
        faultCodes.vatMismatch,
        `A tétel áfa értéke nem egyezik a nettó érték és az áfakulcs alapján számolttal (${row}).`,
      );
    }
    if (!near(line.gross, line.net + line.vat, 0.005)) {
      throw new AgentFault(
        faultCodes.grossMismatch,
        `A tétel bruttó értéke nem egyezik a nettó és az áfa érték összegével (${row}).`,
      );
    }
    return line;
  });
}

export function readInvoiceRequest(root: XmlElement): InvoiceRequest {
  const settings = childOf(root, 'beallitasok');
  const header = childOf(root, 'fejlec');
  const buyer = childOf(root, 'vevo');
  const language = present(header, 'szamlaNyelve', 'fejlec');
  if (!languages.has(language)) {
    throw new AgentFault(
      faultCodes.xmlReading,
      `XML beolvasási hiba: ismeretlen nyelv: ${language}`,
    );
  }
  const taxpayerType = textOf(buyer, 'adoalany');
  const taxNumber = optional(buyer, 'adoszam');
  if (taxpayerType === '1' && !/^\d{8}-\d-\d{2}$/.test(taxNumber ?? '')) {
    throw new AgentFault(faultCodes.missingData, 'Hiányzó adat: vevo/adoszam (adóalany vevő).');
  }
  const modifying = flag(header, 'helyesbitoszamla');
  const modified = optional(header, 'helyesbitettSzamlaszam')?.trim() || null;
  if (modifying && modified === null) {
    throw new AgentFault(faultCodes.missingData, 'Hiányzó adat: fejlec/helyesbitettSzamlaszam.');
  }
  if (!modifying && modified !== null) {
    throw new AgentFault(
      faultCodes.xmlReading,
      'XML beolvasási hiba: helyesbitettSzamlaszam csak helyesbítő számlán (helyesbitoszamla).',
    );
  }
  return {
    agentKey: textOf(settings, 'szamlaagentkulcs'),
    eInvoice: flag(settings, 'eszamla'),
    download: flag(settings, 'szamlaLetoltes'),
    answerVersion: Number(textOf(settings, 'valaszVerzio') ?? '1'),
    externalId: optional(settings, 'szamlaKulsoAzon'),
    issueDate: optional(header, 'keltDatum'),
    supplyDate: present(header, 'teljesitesDatum', 'fejlec'),
    dueDate: present(header, 'fizetesiHataridoDatum', 'fejlec'),
    paymentMethod: present(header, 'fizmod', 'fejlec'),
    currency: present(header, 'penznem', 'fejlec'),
    language,
    comment: optional(header, 'megjegyzes'),
    orderRef: optional(header, 'rendelesSzam'),
    prefix: optional(header, 'szamlaszamElotag'),
    paid: flag(header, 'fizetve'),
    modifies: modified,
    buyer: {
      name: present(buyer, 'nev', 'vevo'),
      country: optional(buyer, 'orszag'),
      zip: present(buyer, 'irsz', 'vevo'),
      city: present(buyer, 'telepules', 'vevo'),
      address: present(buyer, 'cim', 'vevo'),
      email: optional(buyer, 'email'),
      taxpayerType: taxpayerType === undefined ? null : Number(taxpayerType),
      taxNumber,
    },
    lines: readLines(childOf(root, 'tetelek'), {
      net: 'nettoErtek',
      vat: 'afaErtek',
      gross: 'bruttoErtek',
    }),
  };
}

export function readInvoiceCancelRequest(root: XmlElement): InvoiceCancelRequest {
  const settings = childOf(root, 'beallitasok');
  const header = childOf(root, 'fejlec');
  const type = textOf(header, 'tipus');
  if (type !== undefined && type !== 'SS') {
    throw new AgentFault(faultCodes.xmlReading, `XML beolvasási hiba: ismeretlen típus: ${type}`);
  }
  return {
    agentKey: textOf(settings, 'szamlaagentkulcs'),
    eInvoice: flag(settings, 'eszamla'),
    download: flag(settings, 'szamlaLetoltes'),
    answerVersion: Number(textOf(settings, 'valaszVerzio') ?? '1'),
    externalId: optional(settings, 'szamlaKulsoAzon'),
    number: present(header, 'szamlaszam', 'fejlec'),
    issueDate: optional(header, 'keltDatum'),
    supplyDate: optional(header, 'teljesitesDatum'),
    comment: optional(header, 'megjegyzes'),
  };
}

export function readInvoiceQueryRequest(root: XmlElement): InvoiceQueryRequest {
  return {
    agentKey: textOf(root, 'szamlaagentkulcs'),
    number: optional(root, 'szamlaszam'),
    orderRef: optional(root, 'rendelesSzam'),
    externalId: optional(root, 'szamlaKulsoAzon'),
    pdf: flag(root, 'pdf'),
  };
}

export function readReceiptRequest(root: XmlElement): ReceiptRequest {
  const settings = childOf(root, 'beallitasok');
  const header = childOf(root, 'fejlec');
  const prefix = present(header, 'elotag', 'fejlec');
  if (!/^[A-Z0-9]+$/.test(prefix)) {
    throw new AgentFault(
      faultCodes.prefixFormat,
      'Az előtag formátuma nem megfelelő: csak nagybetűket és számokat tartalmazhat.',
    );
  }
  const lines = readLines(childOf(root, 'tetelek'), { net: 'netto', vat: 'afa', gross: 'brutto' });
  const payments = childOf(root, 'kifizetesek')?.children ?? [];
  if (payments.length > 0) {
    const paid = payments.reduce((sum, payment) => sum + number(payment, 'osszeg'), 0);
    const gross = lines.reduce((sum, line) => sum + line.gross, 0);
    if (!near(paid, gross, 0.005)) {
      throw new AgentFault(
        faultCodes.paymentsMismatch,
        'A kifizetések összege eltér a nyugta bruttó összegétől.',
      );
    }
  }
  return {
    agentKey: textOf(settings, 'szamlaagentkulcs'),
    pdf: flag(settings, 'pdfLetoltes'),
    callId: optional(header, 'hivasAzonosito'),
    prefix,
    paymentMethod: present(header, 'fizmod', 'fejlec'),
    currency: present(header, 'penznem', 'fejlec'),
    comment: optional(header, 'megjegyzes'),
    orderRef: optional(header, 'rendelesSzam'),
    lines,
  };
}

export function readReceiptCancelRequest(root: XmlElement): ReceiptCancelRequest {
  const settings = childOf(root, 'beallitasok');
  const header = childOf(root, 'fejlec');
  return {
    agentKey: textOf(settings, 'szamlaagentkulcs'),
    pdf: flag(settings, 'pdfLetoltes'),
    number: present(header, 'nyugtaszam', 'fejlec'),
    callId: optional(header, 'hivasAzonosito'),
  };
}

export function readReceiptQueryRequest(root: XmlElement): ReceiptQueryRequest {
  const settings = childOf(root, 'beallitasok');
  const header = childOf(root, 'fejlec');
  return {
    agentKey: textOf(settings, 'szamlaagentkulcs'),
    pdf: flag(settings, 'pdfLetoltes'),
    number: optional(header, 'nyugtaszam'),
    orderRef: optional(header, 'rendelesSzam'),
    callId: optional(header, 'hivasAzonosito'),
  };
}
