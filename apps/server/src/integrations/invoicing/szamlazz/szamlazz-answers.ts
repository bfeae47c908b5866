import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  InvoicingRejectedError,
  InvoicingUnavailableError,
  type IssuedFiscalDocument,
} from '../invoicing-service.js';
import type { AgentAnswer } from './szamlazz-agent.js';

/**
 * Reading the agent's answers. Számlázz.hu says "no" with HTTP 200: in the `szlahu_error_code` /
 * `szlahu_error` headers (URL-encoded) of the invoice actions, and in `sikeres=false` +
 * `hibakod`/`hibauzenet` of the XML bodies. A refusal is returned as data, because the use cases
 * act on some codes (a receipt call id already used, an invoice not found); anything that is
 * neither a well-formed answer nor a refusal is InvoicingUnavailableError (worth a retry).
 */

export interface Refusal {
  code: string | null;
  message: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

/** An invoice as `action-szamla_agent_xml` describes it (the `szamla` document). */
export interface FoundInvoice {
  number: string;
  /** `SZ` an invoice, `SS` a sztornó invoice, others (proforma, …) not issued by this shop. */
  type: string;
  /** For a sztornó invoice: the invoice it cancels (`hivszamlaszam`). */
  referencedNumber: string | null;
  orderRef: string | null;
  cancelled: boolean;
  pdf: Buffer | null;
}

/** A receipt as the receipt actions describe it (`xmlnyugtavalasz`). */
export interface FoundReceipt {
  number: string;
  /** `NY` a receipt, `SN` a sztornó receipt. */
  type: string;
  callId: string | null;
  cancelled: boolean;
  /** For a sztornó receipt: the receipt it cancels. */
  cancelledNumber: string | null;
  orderRef: string | null;
  pdf: Buffer | null;
}

/** Codes that describe a passing state of the service, not of the request. */
const transientCodes = new Set([
  '1', // Rendszerkarbantartás: maintenance, try again in a few minutes.
  '55', // E-számla aláírása sikertelen: the timestamp server could not be reached.
]);

/** Codes that say the account or the key is wrong: no document was looked at. */
export const credentialCodes = new Set(['3', '135', '136', '164']);

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'tetel',
});

type XmlObject = Record<string, unknown>;

const isObject = (value: unknown): value is XmlObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function field(node: unknown, name: string): unknown {
  return isObject(node) ? node[name] : undefined;
}

/** The text of a child element; null when absent or empty. */
function text(node: unknown, name: string): string | null {
  const value = field(node, name);
  const raw =
    typeof value === 'string'
      ? value
      : isObject(value) && typeof value['#text'] === 'string'
        ? value['#text']
        : '';
  const trimmed = raw.trim();
  return trimmed === '' ? null : trimmed;
}

/** Header values are URL-encoded (`+` for spaces in some answers). */
function headerText(headers: Headers, name: string): string | null {
  const raw = headers.get(name);
  if (raw === null || raw.trim() === '') return null;
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).trim();
  } catch {
    return raw.trim();
  }
}

function unreadable(answer: AgentAnswer, what: string): InvoicingUnavailableError {
  return new InvoicingUnavailableError(`Számlázz.hu ${answer.action}: ${what}`);
}

/** The root element's name and content; null when the body is not XML. */
function readRoot(body: string): { name: string; node: unknown } | null {
  // The validator still ships with fast-xml-parser 5; its successor package is not a dependency.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  if (body.trim() === '' || XMLValidator.validate(body) !== true) return null;
  let document: unknown;
  try {
    document = parser.parse(body) as unknown;
  } catch {
    return null;
  }
  const name = isObject(document)
    ? Object.keys(document).find((key) => !key.startsWith('?'))
    : undefined;
  return name === undefined ? null : { name, node: field(document, name) };
}

/** A refusal in the headers, or in an XML body with `sikeres` false; null when none. */
function refusalOf(answer: AgentAnswer, root: { node: unknown } | null): Refusal | null {
  const headerCode = headerText(answer.headers, 'szlahu_error_code');
  const headerMessage = headerText(answer.headers, 'szlahu_error');
  if (headerCode !== null || headerMessage !== null) {
    return { code: headerCode, message: headerMessage ?? 'no message' };
  }
  if (root && text(root.node, 'sikeres') === 'false') {
    return {
      code: text(root.node, 'hibakod'),
      message: text(root.node, 'hibauzenet') ?? 'no message',
    };
  }
  return null;
}

/** The base64 PDF of an answer; null when absent, an error when it is not a PDF. */
function pdfOf(answer: AgentAnswer, base64: string | null): Buffer | null {
  if (base64 === null) return null;
  const pdf = Buffer.from(base64.replace(/\s+/g, ''), 'base64');
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw unreadable(answer, 'not a PDF');
  return pdf;
}

/**
 * The answer of an invoice or sztornó invoice (`valaszVerzio` 2): the number in the
 * `szlahu_szamlaszam` header (or the body's `szamlaszam`), the PDF base64 in the body.
 */
export function readIssuedInvoice(answer: AgentAnswer): Outcome<{ number: string; pdf: Buffer }> {
  const root = readRoot(answer.text);
  const refusal = refusalOf(answer, root);
  const number =
    headerText(answer.headers, 'szlahu_szamlaszam') ??
    (root?.name === 'xmlszamlavalasz' ? text(root.node, 'szamlaszam') : null);
  // 56: issued, only the agent's notification e-mail failed; with a number it is a success.
  if (refusal && !(refusal.code === '56' && number !== null)) return { ok: false, refusal };
  if (root?.name !== 'xmlszamlavalasz' || number === null) {
    throw unreadable(answer, 'the answer has no invoice number');
  }
  const bodyNumber = text(root.node, 'szamlaszam');
  if (bodyNumber !== null && bodyNumber !== number) {
    throw unreadable(answer, 'the header and the body name different invoices');
  }
  const pdf = pdfOf(answer, text(root.node, 'pdf'));
  if (pdf === null) throw unreadable(answer, 'the answer has no PDF');
  return { ok: true, value: { number, pdf } };
}

/** The answer of `action-szamla_agent_xml`: the `szamla` document, or a refusal (7: none). */
export function readInvoiceData(answer: AgentAnswer): Outcome<FoundInvoice> {
  const root = readRoot(answer.text);
  const refusal = refusalOf(answer, root);
  if (refusal) return { ok: false, refusal };
  const base = field(root?.node, 'alap');
  const number = text(base, 'szamlaszam');
  if (root?.name !== 'szamla' || number === null) {
    throw unreadable(answer, 'the answer is not an invoice');
  }
  return {
    ok: true,
    value: {
      number,
      type: text(base, 'tipus') ?? '',
      referencedNumber: text(base, 'hivszamlaszam'),
      orderRef: text(base, 'rendelesszam'),
      cancelled: text(base, 'sztornozott') === 'true',
      pdf: pdfOf(answer, text(root.node, 'pdf')),
    },
  };
}

/** The answer of the receipt actions (`xmlnyugtavalasz`). */
export function readReceipt(answer: AgentAnswer): Outcome<FoundReceipt> {
  const root = readRoot(answer.text);
  const refusal = refusalOf(answer, root);
  if (refusal) return { ok: false, refusal };
  const base = field(field(root?.node, 'nyugta'), 'alap');
  const number = text(base, 'nyugtaszam');
  if (root?.name !== 'xmlnyugtavalasz' || text(root.node, 'sikeres') !== 'true' || !number) {
    throw unreadable(answer, 'the answer is not a receipt');
  }
  return {
    ok: true,
    value: {
      number,
      type: text(base, 'tipus') ?? '',
      callId: text(base, 'hivasAzonosito'),
      cancelled: text(base, 'stornozott') === 'true',
      cancelledNumber: text(base, 'stornozottNyugtaszam'),
      orderRef: text(base, 'rendelesSzam'),
      pdf: pdfOf(answer, text(root.node, 'nyugtaPdf')),
    },
  };
}

/**
 * The error for a refusal: maintenance and a failed e-invoice signature are worth a retry,
 * everything else (a wrong key, invalid data) needs a person. The agent key is never in it.
 */
export function refusalError(
  what: string,
  refusal: Refusal,
  agentKey: string,
): InvoicingRejectedError | InvoicingUnavailableError {
  const message = `Számlázz.hu refused ${what}: ${refusal.code ?? '?'} ${refusal.message}`
    .replaceAll(agentKey, '***')
    .trim();
  if (refusal.code !== null && transientCodes.has(refusal.code)) {
    return new InvoicingUnavailableError(message);
  }
  return new InvoicingRejectedError(message, refusal.code);
}

/** A found document as the caller keeps it; one without its PDF is worth another try. */
export function issuedDocument(
  found: { number: string; pdf: Buffer | null },
  what: string,
): IssuedFiscalDocument {
  if (found.pdf === null) {
    throw new InvoicingUnavailableError(`Számlázz.hu gave ${what} ${found.number} without its PDF`);
  }
  return { number: found.number, pdf: found.pdf };
}
