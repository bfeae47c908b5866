import type {
  FiscalBuyer,
  FiscalDocumentKind,
  FiscalLine,
  FiscalPaymentMethod,
} from '../../integrations/invoicing/invoicing-service.js';

/** The seller as printed: the operating company of the 'company' setting. */
export interface FiscalSeller {
  name: string;
  address: string;
  taxNumber: string;
  registrationNumber: string;
  email: string;
  phone: string;
}

/**
 * What a fiscal document says, fixed when it is recorded (`fiscal_documents.content`): the
 * parties, the dates, the lines with their VAT, and for a cancellation the document it cancels.
 * A cancellation's lines are the original's with the amounts negated.
 */
export interface FiscalContent {
  kind: FiscalDocumentKind;
  cancels: { number: string; issueDate: string } | null;
  /**
   * A modifying invoice (decision 0052): the invoice it modifies, set when it is issued; absent
   * or null on every other document.
   */
  modifies?: { number: string; issueDate: string } | null;
  /**
   * A modifying invoice that takes back all that remained of its invoice (a full cancellation
   * after modifications): the invoice is then fully corrected and no longer valid.
   */
  settles?: boolean;
  theatre: string;
  seller: FiscalSeller;
  buyer: FiscalBuyer;
  orderId: number;
  /** YYYY-MM-DD (Budapest); the issue date is set when the document is issued. */
  issueDate: string;
  supplyDate: string;
  /** The means of payment (paymentMeansOf); `card` on documents recorded before decision 0023. */
  paymentMethod: FiscalPaymentMethod;
  lines: FiscalLine[];
  comment: string | null;
  /** Gross total: what was paid (negative on a cancellation and on a modifying invoice). */
  total: number;
}
