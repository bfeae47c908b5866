import type { AgentFault } from './simulator-fault.js';
import type { SimulatedDocument } from './simulator-ledger.js';
import type { SimulatedLine } from './simulator-requests.js';
import { tag } from './simulator-xml.js';

/**
 * The simulator's answers, shaped like Számlázz.hu's (docs.szamlazz.hu response examples and
 * the xmlszamlavalasz, szamla and xmlnyugtavalasz schemas): the invoice actions put the outcome
 * into `szlahu_*` headers (texts URL-encoded) and, with `valaszVerzio` 2, into an XML body
 * carrying the PDF as base64; the receipt actions answer XML only.
 */

export interface Answer {
  headers: Record<string, string>;
  contentType: string;
  body: Buffer | string;
}

const xmlType = 'application/xml; charset=UTF-8';
const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
const xsi = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

/** The buyer portal link Számlázz.hu sends with every invoice (made up, same shape). */
function portalUrl(document: SimulatedDocument): string {
  return `https://www.szamlazz.hu/szamla/?page=vevoifiokpay&partguid=sim${document.id}&szfejguid=doc${document.id}`;
}

function outstanding(document: SimulatedDocument): number {
  return document.paid ? 0 : document.totals.gross;
}

/** An invoice or sztornó invoice: headers, and the XML (2) or the bare PDF (1) as the body. */
export function invoiceAnswer(
  document: SimulatedDocument,
  pdf: Buffer | null,
  answerVersion: number,
): Answer {
  const headers = {
    szlahu_id: String(document.id),
    szlahu_szamlaszam: document.number,
    szlahu_nettovegosszeg: String(document.totals.net),
    szlahu_bruttovegosszeg: String(document.totals.gross),
    szlahu_kintlevoseg: String(outstanding(document)),
    szlahu_vevoifiokurl: encodeURIComponent(portalUrl(document)),
  };
  if (answerVersion !== 2) {
    return pdf
      ? { headers, contentType: 'application/pdf', body: pdf }
      : { headers, contentType: 'text/plain; charset=UTF-8', body: '' };
  }
  const body = [
    declaration,
    `<xmlszamlavalasz xmlns="http://www.szamlazz.hu/xmlszamlavalasz" ${xsi}>`,
    tag('sikeres', true),
    tag('szamlaszam', document.number),
    tag('szamlanetto', document.totals.net),
    tag('szamlabrutto', document.totals.gross),
    tag('kintlevoseg', outstanding(document)),
    tag('vevoifiokurl', portalUrl(document)),
    pdf ? tag('pdf', pdf.toString('base64')) : '',
    '</xmlszamlavalasz>',
  ].join('');
  return { headers, contentType: xmlType, body };
}

/**
 * A refusal of an invoice action: the headers, and the body of the answer version asked for.
 * The XML query reports "not found" in the body only (`headers` false), as the real one does.
 */
export function invoiceRefusal(fault: AgentFault, answerVersion: number, headers = true): Answer {
  const errorHeaders: Record<string, string> = headers
    ? { szlahu_error: encodeURIComponent(fault.message), szlahu_error_code: String(fault.code) }
    : {};
  if (answerVersion !== 2) {
    return {
      headers: errorHeaders,
      contentType: 'text/plain; charset=UTF-8',
      body: `[ERR] ${fault.message}`,
    };
  }
  const body = [
    declaration,
    `<xmlszamlavalasz xmlns="http://www.szamlazz.hu/xmlszamlavalasz" ${xsi}>`,
    tag('sikeres', false),
    tag('hibakod', fault.code),
    tag('hibauzenet', fault.message),
    '</xmlszamlavalasz>',
  ].join('');
  return { headers: errorHeaders, contentType: xmlType, body };
}

const isRate = (rate: string) => /^\d+(\.\d+)?$/.test(rate);

/** Per VAT rate and in total, as the `osszegek` block of both answer schemas. */
function sumsXml(lines: SimulatedLine[]): string {
  const byRate = new Map<string, { net: number; vat: number; gross: number }>();
  for (const line of lines) {
    const sum = byRate.get(line.vatRate) ?? { net: 0, vat: 0, gross: 0 };
    byRate.set(line.vatRate, {
      net: sum.net + line.net,
      vat: sum.vat + line.vat,
      gross: sum.gross + line.gross,
    });
  }
  const total = [...byRate.values()].reduce(
    (sum, item) => ({
      net: sum.net + item.net,
      vat: sum.vat + item.vat,
      gross: sum.gross + item.gross,
    }),
    { net: 0, vat: 0, gross: 0 },
  );
  const perRate = [...byRate.entries()]
    .map(
      ([rate, sum]) =>
        `<afakulcsossz>${isRate(rate) ? '' : tag('afatipus', rate)}${tag('afakulcs', isRate(rate) ? rate : 0)}${tag('netto', sum.net)}${tag('afa', sum.vat)}${tag('brutto', sum.gross)}</afakulcsossz>`,
    )
    .join('');
  return `<osszegek>${perRate}<totalossz>${tag('netto', total.net)}${tag('afa', total.vat)}${tag('brutto', total.gross)}</totalossz></osszegek>`;
}

/** The `szamla` document of the XML query (agentxml), with the PDF when asked for. */
export function invoiceDataAnswer(
  document: SimulatedDocument,
  seller: { name: string; taxNumber: string },
  pdf: Buffer | null,
): Answer {
  const buyer = document.buyer;
  const lines = document.lines
    .map(
      (line, index) =>
        `<tetel>${tag('nev', line.name)}${tag('mennyiseg', line.quantity)}${tag('mennyisegiegyseg', line.unit)}${tag('nettoegysegar', line.netUnitPrice)}${isRate(line.vatRate) ? '' : tag('afatipus', line.vatRate)}${tag('afakulcs', isRate(line.vatRate) ? line.vatRate : 0)}${tag('netto', line.net)}${tag('afa', line.vat)}${tag('brutto', line.gross)}${tag('sztetordering', index + 1)}</tetel>`,
    )
    .join('');
  const body = [
    declaration,
    `<szamla xmlns="http://www.szamlazz.hu/szamla" ${xsi}>`,
    `<szallito>${tag('id', 1)}${tag('nev', seller.name)}<cim>${tag('orszag', 'Magyarország')}${tag('irsz', '1011')}${tag('telepules', 'Budapest')}${tag('cim', 'Szimulált utca 1.')}</cim>${tag('adoszam', seller.taxNumber)}</szallito>`,
    '<alap>',
    tag('id', document.id),
    tag('szamlaszam', document.number),
    tag('gazdEsemAzon', document.id),
    tag('tipus', document.type),
    tag('eszamla', document.eInvoice ? 1 : 0),
    tag('hivszamlaszam', document.cancels ?? document.modifies),
    tag('kelt', document.issueDate),
    tag('telj', document.supplyDate ?? document.issueDate),
    tag('fizh', document.dueDate ?? document.issueDate),
    tag('fizmod', document.paymentMethod),
    tag('fizmodunified', document.paymentMethod),
    tag('keszpenz', document.paymentMethod === 'készpénz'),
    tag('rendelesszam', document.orderRef),
    tag('nyelv', document.language ?? 'hu'),
    tag('devizanem', document.currency),
    tag('megjegyzes', document.comment),
    tag('penzforg', false),
    tag('kata', false),
    tag('katafokonyv', false),
    tag('email', buyer?.email),
    tag('teszt', true),
    tag('sztornozott', document.cancelledBy !== null),
    '</alap>',
    `<vevo>${tag('nev', buyer?.name ?? '')}<cim>${tag('orszag', buyer?.country)}${tag('irsz', buyer?.zip ?? '')}${tag('telepules', buyer?.city ?? '')}${tag('cim', buyer?.address ?? '')}</cim>${tag('email', buyer?.email)}${tag('adoszam', buyer?.taxNumber ?? '')}${tag('lokacio', 1)}${tag('privatePersonIndicator', buyer?.taxpayerType === -1)}</vevo>`,
    `<tetelek>${lines}</tetelek>`,
    sumsXml(document.lines),
    pdf ? tag('pdf', pdf.toString('base64')) : '',
    '</szamla>',
  ].join('');
  return { headers: {}, contentType: xmlType, body };
}

const receiptOpen = `<xmlnyugtavalasz xmlns="http://www.szamlazz.hu/xmlnyugtavalasz" ${xsi}>`;

/** A receipt or sztornó receipt (`xmlnyugtavalasz`), with the PDF when asked for. */
export function receiptAnswer(document: SimulatedDocument, pdf: Buffer | null): Answer {
  const lines = document.lines
    .map(
      (line) =>
        `<tetel>${tag('megnevezes', line.name)}${tag('nettoEgysegar', line.netUnitPrice)}${tag('mennyiseg', line.quantity)}${tag('mennyisegiEgyseg', line.unit)}${tag('netto', line.net)}${isRate(line.vatRate) ? '' : tag('afatipus', line.vatRate)}${tag('afakulcs', isRate(line.vatRate) ? line.vatRate : 0)}${tag('afa', line.vat)}${tag('brutto', line.gross)}</tetel>`,
    )
    .join('');
  const body = [
    declaration,
    receiptOpen,
    tag('sikeres', true),
    pdf ? tag('nyugtaPdf', pdf.toString('base64')) : '',
    '<nyugta><alap>',
    tag('id', document.id),
    tag('hivasAzonosito', document.callId),
    tag('nyugtaszam', document.number),
    tag('tipus', document.type),
    tag('stornozott', document.cancelledBy !== null),
    tag('stornozottNyugtaszam', document.cancels),
    tag('kelt', document.issueDate),
    tag('fizmod', document.paymentMethod),
    tag('penznem', document.currency),
    tag('megjegyzes', document.comment),
    tag('teszt', true),
    tag('rendelesSzam', document.orderRef),
    '</alap>',
    `<tetelek>${lines}</tetelek>`,
    sumsXml(document.lines),
    '</nyugta></xmlnyugtavalasz>',
  ].join('');
  return { headers: {}, contentType: xmlType, body };
}

export function receiptRefusal(fault: AgentFault): Answer {
  const body = `${declaration}${receiptOpen}${tag('sikeres', false)}${tag('hibakod', fault.code)}${tag('hibauzenet', fault.message)}</xmlnyugtavalasz>`;
  return { headers: {}, contentType: xmlType, body };
}
