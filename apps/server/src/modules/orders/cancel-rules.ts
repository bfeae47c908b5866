import { AppError } from '../../lib/app-error.js';

/** What cancelOrder needs to know of an order to decide who may cancel it. */
export interface CancellableOrder {
  status: string;
  channel: string;
  sold_by: number | null;
  day_close_id: number | null;
}

/**
 * Whether a staff member may cancel an order (and refund it), pure: an administrator any order
 * paid or awaiting payment; a cashier only a box-office sale of their own open shift (paid, sold
 * by them, not yet counted by a day close of theirs), whose cash is still in their drawer.
 * cancelOrder checks it on the locked row; the order's details tell the page (`can_cancel`).
 */
export function mayCancel(
  order: CancellableOrder,
  /** The staff member's role (`customer` never reaches a staff route). */
  staff: { id: number; role: string },
): boolean {
  if (
    order.status !== 'paid' &&
    order.status !== 'awaiting_payment' &&
    order.status !== 'awaiting_transfer'
  ) {
    return false;
  }
  if (staff.role === 'admin') return true;
  // A group order awaiting its transfer (decision 0046): no money was taken, the desk may.
  if (order.status === 'awaiting_transfer') return staff.role === 'cashier';
  return (
    staff.role === 'cashier' &&
    order.status === 'paid' &&
    order.channel === 'box_office' &&
    order.sold_by === staff.id &&
    order.day_close_id === null
  );
}

export const tillError = (key: 'validation.refund_till_own' | 'validation.refund_till_staff') =>
  new AppError('validation_failed', {}, { refund_till_id: [{ key }] });

/**
 * The till a desk refund of a cancel or of some tickets comes out of: a cashier's own (naming
 * another is a 422 on `refund_till_id`), the one an administrator names (or none).
 */
export function refundTillOf(
  actor: { id: number; role: string },
  requested: number | null,
): number | null {
  if (actor.role === 'admin') return requested;
  if (requested !== null && requested !== actor.id) throw tillError('validation.refund_till_own');
  return actor.id;
}
