import type { UserOrder } from '@theatre/contracts';

/** The documents an order row can offer (docs/product.md §4, the row actions). */
export type DocumentKind = 'tickets' | 'invoice' | 'annul_invoice' | 'receipt';

export interface OrderDocument {
  kind: DocumentKind;
  /** The download under `/api`. */
  path: string;
  /** The name to save under when the reply names none. */
  fallbackName: string;
}

type DocumentFields = Pick<
  UserOrder,
  'id' | 'payment_status' | 'invoice_id' | 'annul_invoice_id' | 'has_tickets' | 'has_receipt'
>;

const isPaid = (order: Pick<UserOrder, 'payment_status'>) => order.payment_status === 1;

/**
 * What an order's row offers to download (pure), in this order (docs/product.md §4): the tickets
 * when paid and not cancelled by a cancellation invoice; the invoice when paid with an invoice and
 * not cancelled; the cancellation invoice when there is one; the receipt when paid without an
 * invoice. A document is offered once the server says it is ready (`has_tickets`, `has_receipt`,
 * the ids of issued invoices), so a download is not refused as still being prepared.
 */
export function orderDocuments(order: DocumentFields): OrderDocument[] {
  const id = String(order.id);
  const documents: OrderDocument[] = [];
  const cancelled = order.annul_invoice_id !== null;
  if (isPaid(order) && !cancelled && order.has_tickets) {
    documents.push({
      kind: 'tickets',
      path: `/orders/${id}/download_tickets`,
      fallbackName: `tickets-${id}.pdf`,
    });
  }
  if (isPaid(order) && order.invoice_id !== null && !cancelled) {
    documents.push({
      kind: 'invoice',
      path: `/invoices/${String(order.invoice_id)}/download`,
      fallbackName: `invoice-${id}.pdf`,
    });
  }
  if (order.annul_invoice_id !== null) {
    documents.push({
      kind: 'annul_invoice',
      path: `/invoices/${String(order.annul_invoice_id)}/download`,
      fallbackName: `cancellation-invoice-${id}.pdf`,
    });
  }
  if (isPaid(order) && order.invoice_id === null && order.has_receipt) {
    documents.push({
      kind: 'receipt',
      path: `/orders/${id}/download_receipt`,
      fallbackName: `receipt-${id}.pdf`,
    });
  }
  return documents;
}

/**
 * A paid order whose documents the background job has not issued yet (pure): no tickets yet, or
 * neither an invoice nor a receipt yet. The list asks again for a while and says so meanwhile.
 */
export function documentsPending(order: DocumentFields): boolean {
  if (!isPaid(order) || order.annul_invoice_id !== null) return false;
  return !order.has_tickets || (order.invoice_id === null && !order.has_receipt);
}

/** The tone of an order's status badge (pure); its text is the server's `payment_status_name`. */
export type StatusTone = 'paid' | 'awaiting' | 'expired' | 'cancelled';

export function statusTone(order: Pick<UserOrder, 'payment_status' | 'status'>): StatusTone {
  if (isPaid(order) && order.status === 'paid') return 'paid';
  switch (order.status) {
    case 'awaiting_payment':
    case 'awaiting_transfer':
      return 'awaiting';
    case 'expired':
      return 'expired';
    case 'paid':
    case 'cancelled':
      return 'cancelled';
  }
}
