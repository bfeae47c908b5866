import { AgentFault, faultCodes } from './simulator-fault.js';
import type {
  InvoiceCancelRequest,
  InvoiceRequest,
  ReceiptCancelRequest,
  ReceiptRequest,
  SimulatedBuyer,
  SimulatedLine,
} from './simulator-requests.js';

/**
 * The simulated account's books: every document it issued, gap-free numbers per series and
 * year, which document cancels which, and the NAV data report the real service files for each
 * invoice (a receipt is not reported through Online Számla).
 *
 * Numbers follow Számlázz.hu's pattern `PREFIX-YYYY-N` (its examples: `NYGT-2017-123`,
 * `XXX-2012-3`), with `E-` in front of e-invoices (`E-TST-2011-1`). A sztornó document takes the
 * next number of the series of the document it cancels, as at Számlázz.hu.
 */

/** `HS`: a modifying invoice (helyesbítő számla); the simulator's label, see `createInvoice`. */
export type DocumentType = 'SZ' | 'SS' | 'HS' | 'NY' | 'SN';

export interface NavReport {
  operation: 'CREATE' | 'MODIFY' | 'STORNO';
  /** As NAV's invoice data: a private person's name and address are not reported. */
  customerVatStatus: 'DOMESTIC' | 'PRIVATE_PERSON' | 'OTHER';
  /** The first 8 digits of a domestic buyer's tax number. */
  customerTaxpayerId: string | null;
  reportedAt: string;
}

export interface SimulatedDocument {
  id: number;
  kind: 'invoice' | 'receipt';
  /** SZ invoice, SS sztornó invoice, HS modifying invoice, NY receipt, SN sztornó receipt. */
  type: DocumentType;
  number: string;
  /** The series' prefix, without the `E-` of e-invoices. */
  prefix: string;
  eInvoice: boolean;
  issueDate: string;
  supplyDate: string | null;
  dueDate: string | null;
  paymentMethod: string;
  currency: string;
  language: string | null;
  comment: string | null;
  orderRef: string | null;
  /** `szamlaKulsoAzon` (invoices). */
  externalId: string | null;
  /** `hivasAzonosito` (receipts). */
  callId: string | null;
  paid: boolean;
  buyer: SimulatedBuyer | null;
  lines: SimulatedLine[];
  totals: { net: number; vat: number; gross: number };
  /** The number of the document this one cancels. */
  cancels: string | null;
  /** A modifying invoice: the number of the invoice it modifies. */
  modifies: string | null;
  /** The number of the sztornó document that cancels this one. */
  cancelledBy: string | null;
  /** Invoices: the report Számlázz.hu files with NAV; null for receipts. */
  navReport: NavReport | null;
  /** The request XML as received (agent key included: this is a test double). */
  requestXml: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function totalsOf(lines: SimulatedLine[]): SimulatedDocument['totals'] {
  return {
    net: round2(lines.reduce((sum, line) => sum + line.net, 0)),
    vat: round2(lines.reduce((sum, line) => sum + line.vat, 0)),
    gross: round2(lines.reduce((sum, line) => sum + line.gross, 0)),
  };
}

const negated = (lines: SimulatedLine[]): SimulatedLine[] =>
  lines.map((line) => ({
    ...line,
    quantity: -line.quantity,
    net: -line.net,
    vat: -line.vat,
    gross: -line.gross,
  }));

/** The newest of the documents that match. */
const newest = (documents: SimulatedDocument[]): SimulatedDocument | undefined =>
  documents[documents.length - 1];

export class Ledger {
  private readonly documents: SimulatedDocument[] = [];
  private readonly counters = new Map<string, number>();
  private readonly invoicePrefixes = new Set<string>();

  constructor(
    private readonly today: () => string,
    private readonly now: () => Date,
    private readonly defaultInvoicePrefix: string,
  ) {}

  all(): SimulatedDocument[] {
    return structuredClone(this.documents);
  }

  private nextNumber(series: string, year: string): string {
    const key = `${series}|${year}`;
    const next = (this.counters.get(key) ?? 0) + 1;
    this.counters.set(key, next);
    return `${series}-${year}-${next}`;
  }

  private add(document: Omit<SimulatedDocument, 'id'>): SimulatedDocument {
    const added = { ...document, id: 100_000 + this.documents.length + 1 };
    this.documents.push(added);
    return added;
  }

  private navReport(operation: NavReport['operation'], buyer: SimulatedBuyer | null): NavReport {
    const domestic = buyer?.taxpayerType === 1 && buyer.taxNumber !== null;
    return {
      operation,
      customerVatStatus: domestic
        ? 'DOMESTIC'
        : buyer?.taxpayerType === -1
          ? 'PRIVATE_PERSON'
          : 'OTHER',
      customerTaxpayerId: domestic ? (buyer.taxNumber?.slice(0, 8) ?? null) : null,
      reportedAt: this.now().toISOString(),
    };
  }

  invoice(selector: {
    number?: string | null;
    externalId?: string | null;
    orderRef?: string | null;
  }) {
    const invoices = this.documents.filter((document) => document.kind === 'invoice');
    if (selector.number) return invoices.find((document) => document.number === selector.number);
    if (selector.externalId) {
      return newest(invoices.filter((document) => document.externalId === selector.externalId));
    }
    if (selector.orderRef) {
      return newest(invoices.filter((document) => document.orderRef === selector.orderRef));
    }
    return undefined;
  }

  receipt(selector: { number?: string | null; callId?: string | null; orderRef?: string | null }) {
    const receipts = this.documents.filter((document) => document.kind === 'receipt');
    if (selector.number) return receipts.find((document) => document.number === selector.number);
    if (selector.callId)
      return newest(receipts.filter((document) => document.callId === selector.callId));
    if (selector.orderRef) {
      return newest(receipts.filter((document) => document.orderRef === selector.orderRef));
    }
    return undefined;
  }

  createInvoice(request: InvoiceRequest, requestXml: string): SimulatedDocument {
    const prefix = request.prefix ?? this.defaultInvoicePrefix;
    if (!/^[A-Z0-9]{1,20}$/.test(prefix)) {
      throw new AgentFault(faultCodes.unknownPrefix, `Nem létező számlaszám előtag: ${prefix}`);
    }
    if (request.modifies !== null) this.assertModifiable(request);
    this.invoicePrefixes.add(prefix);
    const issueDate = request.issueDate ?? this.today();
    const series = `${request.eInvoice ? 'E-' : ''}${prefix}`;
    return this.add({
      kind: 'invoice',
      type: request.modifies ? 'HS' : 'SZ',
      number: this.nextNumber(series, issueDate.slice(0, 4)),
      prefix,
      eInvoice: request.eInvoice,
      issueDate,
      supplyDate: request.supplyDate,
      dueDate: request.dueDate,
      paymentMethod: request.paymentMethod,
      currency: request.currency,
      language: request.language,
      comment: request.comment,
      orderRef: request.orderRef,
      externalId: request.externalId,
      callId: null,
      paid: request.paid,
      buyer: request.buyer,
      lines: request.lines,
      totals: totalsOf(request.lines),
      cancels: null,
      modifies: request.modifies,
      cancelledBy: null,
      navReport: this.navReport(request.modifies ? 'MODIFY' : 'CREATE', request.buyer),
      requestXml,
    });
  }

  /** The sztornó invoice; with `echo`, a repeat answers the existing one instead of a refusal. */
  cancelInvoice(
    request: InvoiceCancelRequest,
    requestXml: string,
    echo: boolean,
  ): SimulatedDocument {
    const original = this.invoice({ number: request.number });
    if (!original) {
      throw new AgentFault(
        faultCodes.missingData,
        `Hiányzó adat: nincs ${request.number} számú számla.`,
      );
    }
    if (original.type === 'SS') {
      throw new AgentFault(
        faultCodes.stornoOfStorno,
        'Sztornó és jóváíró számlát nem lehet sem sztornózni, sem jóváírni.',
      );
    }
    if (original.cancelledBy !== null) {
      const existing = this.invoice({ number: original.cancelledBy });
      if (echo && existing) return existing;
      throw new AgentFault(
        faultCodes.alreadyCancelled,
        `A számla már sztornózva van: ${original.number}.`,
      );
    }
    const issueDate = request.issueDate ?? this.today();
    const series = `${request.eInvoice ? 'E-' : ''}${original.prefix}`;
    const storno = this.add({
      ...original,
      type: 'SS',
      number: this.nextNumber(series, issueDate.slice(0, 4)),
      eInvoice: request.eInvoice,
      issueDate,
      supplyDate: request.supplyDate ?? original.supplyDate,
      dueDate: issueDate,
      comment: request.comment,
      externalId: request.externalId,
      paid: false,
      lines: negated(original.lines),
      totals: totalsOf(negated(original.lines)),
      cancels: original.number,
      modifies: null,
      cancelledBy: null,
      navReport: this.navReport('STORNO', original.buyer),
      requestXml,
    });
    original.cancelledBy = storno.number;
    return storno;
  }

  createReceipt(request: ReceiptRequest, requestXml: string): SimulatedDocument {
    if (this.invoicePrefixes.has(request.prefix)) {
      throw new AgentFault(
        faultCodes.prefixOfInvoices,
        'Ezzel az előtaggal már számlák készülnek, nyugtához nem használható.',
      );
    }
    this.assertCallIdFree(request.callId);
    const issueDate = this.today();
    return this.add({
      kind: 'receipt',
      type: 'NY',
      number: this.nextNumber(request.prefix, issueDate.slice(0, 4)),
      prefix: request.prefix,
      eInvoice: false,
      issueDate,
      supplyDate: null,
      dueDate: null,
      paymentMethod: request.paymentMethod,
      currency: request.currency,
      language: null,
      comment: request.comment,
      orderRef: request.orderRef,
      externalId: null,
      callId: request.callId,
      paid: true,
      buyer: null,
      lines: request.lines,
      totals: totalsOf(request.lines),
      cancels: null,
      modifies: null,
      cancelledBy: null,
      navReport: null,
      requestXml,
    });
  }

  cancelReceipt(
    request: ReceiptCancelRequest,
    requestXml: string,
    echo: boolean,
  ): SimulatedDocument {
    const original = this.receipt({ number: request.number });
    if (!original) {
      throw new AgentFault(faultCodes.noSuchReceipt, `A nyugta nem létezik: ${request.number}.`);
    }
    if (original.type === 'SN') {
      throw new AgentFault(faultCodes.stornoOfStorno, 'Sztornó nyugtát nem lehet sztornózni.');
    }
    this.assertCallIdFree(request.callId);
    if (original.cancelledBy !== null) {
      const existing = this.receipt({ number: original.cancelledBy });
      if (echo && existing) return existing;
      throw new AgentFault(
        faultCodes.alreadyCancelled,
        `A nyugta már sztornózva van: ${original.number}.`,
      );
    }
    const issueDate = this.today();
    const storno = this.add({
      ...original,
      type: 'SN',
      number: this.nextNumber(original.prefix, issueDate.slice(0, 4)),
      issueDate,
      callId: request.callId,
      lines: negated(original.lines),
      totals: totalsOf(negated(original.lines)),
      cancels: original.number,
      modifies: null,
      cancelledBy: null,
      requestXml,
    });
    original.cancelledBy = storno.number;
    return storno;
  }

  /**
   * A modifying invoice (decision 0052) names an issued invoice of the account that is neither
   * a sztornó nor a modifying invoice itself nor cancelled, and takes back no more than that
   * invoice has left after its earlier modifying invoices (gross, per VAT rate). The type code
   * `HS` it gets here is the simulator's label: Számlázz.hu's public docs name none.
   */
  private assertModifiable(request: InvoiceRequest): void {
    const original = this.invoice({ number: request.modifies });
    if (!original) {
      throw new AgentFault(
        faultCodes.missingData,
        `Hiányzó adat: nincs ${request.modifies} számú helyesbítendő számla.`,
      );
    }
    if (original.type !== 'SZ') {
      throw new AgentFault(
        faultCodes.stornoOfStorno,
        'Sztornó és helyesbítő számlát nem lehet helyesbíteni; az eredeti számlát kell megadni.',
      );
    }
    if (original.cancelledBy !== null) {
      throw new AgentFault(
        faultCodes.alreadyCancelled,
        `A számla már sztornózva van: ${original.number}.`,
      );
    }
    const chain = [original, ...this.documents.filter((d) => d.modifies === original.number)];
    const left = new Map<string, number>();
    for (const line of [...chain.flatMap((document) => document.lines), ...request.lines]) {
      left.set(line.vatRate, round2((left.get(line.vatRate) ?? 0) + line.gross));
    }
    if ([...left.values()].some((gross) => gross < 0)) {
      throw new AgentFault(
        faultCodes.modifiesTooMuch,
        `A helyesbítés többet vonna vissza, mint ami a(z) ${original.number} számlából maradt.`,
      );
    }
  }

  /** A receipt call id (`hivasAzonosito`) is unique in the account: a repeat is refused (338). */
  private assertCallIdFree(callId: string | null): void {
    if (callId !== null && this.receipt({ callId })) {
      throw new AgentFault(
        faultCodes.callIdUsed,
        'A megadott hívásazonosító (hivasAzonosito) már létezik a rendszerben.',
      );
    }
  }
}
