import {
  PaymentMethod,
  type OrderStatus,
  type RefundStatus,
  type StaffOrderDetails,
} from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { isApiError, NetworkError } from '../../../lib/api-error';
import { actionForResponse } from '../../../lib/error-policy';

/*
 * What the back office's order pages decide, as pure functions: who may do what with an order, how
 * its money would go back, what is still on its way, and how its records read.
 */

/** Shared with the alerts (the back office's `shared` folder); re-exported for the order pages. */
export { shortDateTime } from '../shared/short-date-time';

/** Orange darkened to read at 6.4:1 on white (Mantine's orange.9 is 4.3:1, below AA for small text). */
export const waitingColor = '#a63c06';

/** Badge colours, outlined in dark shades (their text reads at AA contrast at a badge's size). */
export const statusColor: Record<OrderStatus, string> = {
  paid: 'teal.9',
  awaiting_payment: waitingColor,
  awaiting_transfer: waitingColor,
  cancelled: 'red.9',
  expired: 'gray.7',
};

export const refundColor: Record<Exclude<RefundStatus, 'none'>, string> = {
  pending: waitingColor,
  partial: 'blue.9',
  refunded: 'blue.9',
  failed: 'red.9',
};

/** An order staff may cancel: one that is paid or still awaiting its payment or transfer. */
export function isCancellable(order: Pick<StaffOrderDetails, 'status'>): boolean {
  return (
    order.status === 'paid' ||
    order.status === 'awaiting_payment' ||
    order.status === 'awaiting_transfer'
  );
}

/**
 * How many of the order's tickets were already admitted at the door (`checked_in_at` set): the
 * cancel dialog warns about them before the cancellation (decision 0034).
 */
export function admittedTickets(order: Pick<StaffOrderDetails, 'tickets'>): number {
  return order.tickets.filter((ticket) => ticket.checked_in_at !== null).length;
}

/**
 * How the money of a paid order would go back when it is cancelled with a refund, as the server
 * decides it (refundOrder): through SimplePay while a successful SimplePay payment has no refund
 * yet (a refund done marks its payment `refunded`; one pending or refused still counts against
 * it); paid out at the desk for a cash or box-office sale not refunded at the desk before; null
 * when there is nothing to give back (not paid, or refunded already).
 */
export function refundWay(
  order: Pick<StaffOrderDetails, 'status' | 'payment_method' | 'channel' | 'total'> & {
    payments: Pick<StaffOrderDetails['payments'][number], 'provider' | 'status'>[];
    refunds: Pick<StaffOrderDetails['refunds'][number], 'method' | 'status'>[];
  },
): 'simplepay' | 'desk' | null {
  if (order.status !== 'paid') return null;
  const paid = order.payments.filter(
    (payment) => payment.provider === 'simplepay' && payment.status === 'finished',
  ).length;
  const open = order.refunds.filter(
    (refund) => refund.method === 'simplepay' && refund.status !== 'done',
  ).length;
  if (paid > open) return 'simplepay';
  const desk = order.payment_method === PaymentMethod.Cash || order.channel === 'box_office';
  if (!desk || order.total <= 0) return null;
  return order.refunds.some((refund) => refund.method === 'desk') ? null : 'desk';
}

/**
 * The till an administrator's desk refund is paid out of: the choice made, else the seller's when
 * the seller runs a till (a cashier usually takes back their own sale), else none yet.
 */
/**
 * How a refund of some tickets goes back (decision 0039): through SimplePay when a SimplePay
 * payment paid the order (a partial refund of it), at the desk for a cash or box-office sale;
 * null when the order is not paid.
 */
export function ticketRefundWay(
  order: Pick<StaffOrderDetails, 'status' | 'payment_method' | 'channel'> & {
    payments: Pick<StaffOrderDetails['payments'][number], 'provider' | 'status'>[];
  },
): 'simplepay' | 'desk' | null {
  if (order.status !== 'paid') return null;
  if (
    order.payments.some(
      (payment) =>
        payment.provider === 'simplepay' &&
        (payment.status === 'finished' || payment.status === 'refunded'),
    )
  )
    return 'simplepay';
  return order.payment_method === PaymentMethod.Cash || order.channel === 'box_office'
    ? 'desk'
    : null;
}

export function chosenTill(
  choice: number | null,
  order: Pick<StaffOrderDetails, 'sold_by'>,
  tills: readonly { id: number }[] | undefined,
): number | null {
  if (choice !== null) return choice;
  const seller = order.sold_by?.id;
  return seller !== undefined && tills?.some((till) => till.id === seller) ? seller : null;
}

/**
 * Whether something about the order is still on its way and the page should ask again by itself:
 * a refund SimplePay has not confirmed, a document being issued, an e-mail waiting to be sent, or
 * a paid order whose tickets are not made yet.
 */
export function isSettling(
  order: Pick<StaffOrderDetails, 'status' | 'refund_status' | 'documents' | 'mails' | 'tickets'>,
): boolean {
  return (
    order.refund_status === 'pending' ||
    order.documents.some((document) => document.status === 'pending') ||
    order.mails.some((mail) => mail.status === 'queued') ||
    (order.status === 'paid' && order.tickets.length === 0)
  );
}

export type DocumentLabel =
  'receipt' | 'invoice' | 'receipt_cancel' | 'invoice_cancel' | 'invoice_modify';

/**
 * A fiscal document's name, a key of `orders.documents.kinds`: a sztornó cancels another, a
 * modifying invoice modifies an invoice (decision 0052).
 */
export function documentLabel(
  document: Pick<StaffOrderDetails['documents'][number], 'kind' | 'cancels_id'> & {
    modifies_id?: number | null;
  },
): DocumentLabel {
  if (document.modifies_id != null) return 'invoice_modify';
  if (document.cancels_id === null) return document.kind;
  return document.kind === 'invoice' ? 'invoice_cancel' : 'receipt_cancel';
}

/** An audit action as a key of `orders.audit.actions` (`order.paid` → `order_paid`). */
export function auditActionKey(action: string): string {
  return action.replace(/\./g, '_');
}

export const auditFields = [
  'reason',
  'amount',
  'total',
  'method',
  'to',
  'code',
  'door',
  'tickets_back',
  'order_ref',
  'note',
  // A refused refund settled by a transfer to the account the buyer gave (decision 0053).
  'transferred_to',
  // An exchange (decision 0050): the orders on either side and what the buyer paid or got back.
  'from_order_id',
  'new_order_id',
  'difference',
] as const;
export type AuditField = (typeof auditFields)[number];

const moneyFields: ReadonlySet<AuditField> = new Set(['amount', 'total', 'difference']);

/**
 * The details of an audit entry worth showing staff, in a fixed order: the reason, the amount (in
 * forints), the method, whom an e-mail went to, ... Other data (ids, flags) stays out of the page.
 */
export function auditDetails(
  data: Readonly<Record<string, unknown>>,
): { field: AuditField; value: string }[] {
  const details: { field: AuditField; value: string }[] = [];
  for (const field of auditFields) {
    const value = data[field];
    if (typeof value === 'number' && Number.isFinite(value)) {
      details.push({ field, value: moneyFields.has(field) ? formatPrice(value) : String(value) });
    } else if (typeof value === 'string' && value.trim() !== '') {
      details.push({ field, value: value.trim() });
    }
  }
  // `amount` and `total` say the same where both are given.
  return details.some((detail) => detail.field === 'amount')
    ? details.filter((detail) => detail.field !== 'total')
    : details;
}

export type BillingField = 'name' | 'billing_name' | 'tax_number' | 'address' | 'comment';

/**
 * The billing snapshot of an invoice order as lines to show: the name printed on the invoice, the
 * name the tax authority knows, the tax number, the address on one line and the buyer's note.
 */
export function billingLines(
  billing: Readonly<Record<string, unknown>> | null,
): { field: BillingField; value: string }[] {
  if (!billing) return [];
  const text = (key: string): string => {
    const value = billing[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const street = [text('street_name'), text('public_place_category'), text('house_number')]
    .filter(Boolean)
    .join(' ');
  const unit = [text('building'), text('stairway'), text('floor'), text('door')]
    .filter(Boolean)
    .join(' ');
  const address = [
    [text('zip'), text('city')].filter(Boolean).join(' '),
    [street, unit].filter(Boolean).join(' '),
    text('country'),
  ]
    .filter(Boolean)
    .join(', ');
  const lines: { field: BillingField; value: string }[] = [];
  const push = (field: BillingField, value: string) => {
    if (value) lines.push({ field, value });
  };
  push('name', text('name'));
  push('billing_name', text('billing_name') === text('name') ? '' : text('billing_name'));
  push('tax_number', text('tax_number'));
  push('address', address);
  push('comment', text('comment'));
  return lines;
}

/**
 * What a failed staff action still has to tell the staff member (pure): nothing when the API
 * client's catalogue has answered the reply already (a toast with the server's message, the sign-in
 * page, the maintenance modal); `network` when no reply came; `failed` for anything else.
 */
export function actionErrorText(error: unknown): 'network' | 'failed' | null {
  if (error instanceof NetworkError) return 'network';
  if (isApiError(error)) {
    return actionForResponse(error.status, error.body).kind === 'none' ? 'failed' : null;
  }
  return 'failed';
}
