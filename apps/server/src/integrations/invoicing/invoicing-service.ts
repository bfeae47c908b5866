/**
 * The invoicing service (decision 0015): who issues the shop's fiscal documents, receipts (nyugta)
 * and invoices (számla), and their cancellations (sztornó). Two implementations: the built-in
 * issuer (gap-free numbering in the shop's database and a PDF of its own; no reporting to NAV) and
 * Számlázz.hu's Agent API (which numbers, renders and reports the invoice to NAV itself).
 *
 * The caller keeps its own record of every document; a call is retried with the same `callId`
 * until it succeeds, so an implementation must be idempotent per `callId` (Számlázz.hu:
 * `hivasAzonosito` for receipts, the order reference for invoices).
 */

/** VAT rates of Hungarian ticket sales, per ticket type: a setting. */
export const vatRates = ['27', '18', '5', '0', 'TAM', 'AAM'] as const;
export type VatRate = (typeof vatRates)[number];

export type FiscalDocumentKind = 'receipt' | 'invoice';

/**
 * How the buyer paid, as the document names it (decision 0023): cash, a card on the box office's
 * own terminal, or a card online through SimplePay. `card` (a card, the means not named) is only
 * found on documents recorded before the means were told apart.
 */
export type FiscalPaymentMethod =
  'cash' | 'card_terminal' | 'card_simplepay' | 'bank_transfer' | 'card';

export interface FiscalLine {
  /** What was sold (the ticket type and performance; the technical fee; a discount). */
  name: string;
  quantity: number;
  /** `db` (piece). */
  unit: string;
  vatRate: VatRate;
  /** Forints. Gross amounts are what the buyer paid; net + vat = gross on every line. */
  netUnitPrice: number;
  net: number;
  vat: number;
  gross: number;
}

export interface FiscalBuyer {
  name: string;
  email: string;
  /** Invoices only: the address as the buyer gave it. */
  country?: string;
  zip?: string;
  city?: string;
  /** One line: street name, public place category, house number, building, stairway, floor, door. */
  address?: string;
  /** A company's Hungarian tax number `12345678-1-12`; null for a private person. */
  taxNumber?: string | null;
}

export interface FiscalDocumentRequest {
  kind: FiscalDocumentKind;
  /** Unique per document; the same on every retry of it (idempotency). */
  callId: string;
  /** The shop's order reference, printed on the document (`rendelesSzam`). */
  orderRef: string;
  /** YYYY-MM-DD, Budapest. */
  issueDate: string;
  /** YYYY-MM-DD: the date of supply (the performance date, or the sale date: a setting). */
  supplyDate: string;
  paymentMethod: FiscalPaymentMethod;
  currency: 'HUF';
  language: 'hu' | 'en';
  buyer: FiscalBuyer;
  lines: FiscalLine[];
  /** Printed on the invoice (the buyer's comment). */
  comment?: string | null;
  /**
   * Invoices only: a modifying invoice (módosító számla, decision 0052) of the invoice with this
   * number; its lines are the changes (negative quantities for what is taken back).
   */
  modifies?: { number: string } | null;
}

export interface FiscalCancellationRequest {
  kind: FiscalDocumentKind;
  callId: string;
  /** The number of the document being cancelled. */
  originalNumber: string;
  issueDate: string;
  language: 'hu' | 'en';
}

export interface IssuedFiscalDocument {
  /** The document's number, as printed (e.g. `SZ-2026-000123`, `NY-2026-000045`). */
  number: string;
  /** The document as PDF. */
  pdf: Buffer;
}

/** A failure the caller may retry later (the service is down or answered garbage). */
export class InvoicingUnavailableError extends Error {
  override readonly name = 'InvoicingUnavailableError';
}

/** A refusal that retrying cannot fix (bad credentials, invalid data): needs a person. */
export class InvoicingRejectedError extends Error {
  override readonly name = 'InvoicingRejectedError';
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

export interface ExternalInvoicingService {
  issue(request: FiscalDocumentRequest): Promise<IssuedFiscalDocument>;
  cancel(request: FiscalCancellationRequest): Promise<IssuedFiscalDocument>;
}
