import { formatPrice } from '@theatre/i18n';
import { isAdministrator, staffRolesOf, type WithRoles } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { getRefundLimit } from '../settings/get-refund-limit.js';

/** What cancelOrder needs to know of an order to decide who may cancel it. */
export interface CancellableOrder {
  status: string;
  channel: string;
  sold_by: number | null;
  day_close_id: number | null;
}

/** A staff member acting on an order: their id and staff roles (decision 0057). */
export type OrderActor = { id: number } & WithRoles;

/**
 * How far a staff member may cancel or refund an order (pure, decision 0057): `all` for an
 * administrator, any order paid or awaiting payment; `all` for the box office on its own sales
 * (a box-office sale paid, sold by them, not yet counted by a day close of theirs, whose cash is
 * still in their drawer) and on a group order awaiting its transfer (no money was taken);
 * `limited` for customer service on an online order paid by card, up to the refund limit of the
 * sales settings; false otherwise. cancelOrder and refundTickets check it on the locked row; the
 * order's details tell the page (`can_cancel`).
 */
export function refundPowerOf(
  order: CancellableOrder,
  staff: OrderActor,
): 'all' | 'limited' | false {
  if (
    order.status !== 'paid' &&
    order.status !== 'awaiting_payment' &&
    order.status !== 'awaiting_transfer'
  ) {
    return false;
  }
  if (isAdministrator(staff)) return 'all';
  const roles = staffRolesOf(staff);
  if (roles.includes('box_office')) {
    if (order.status === 'awaiting_transfer') return 'all';
    if (
      order.status === 'paid' &&
      order.channel === 'box_office' &&
      order.sold_by === staff.id &&
      order.day_close_id === null
    ) {
      return 'all';
    }
  }
  if (roles.includes('customer_service') && order.status === 'paid' && order.channel === 'online') {
    return 'limited';
  }
  return false;
}

/** Whether a staff member may cancel an order (and refund it) at all (pure). */
export function mayCancel(order: CancellableOrder, staff: OrderActor): boolean {
  return refundPowerOf(order, staff) !== false;
}

/**
 * Refuses (403 `refund_over_limit`) a refund above the customer-service limit when the actor's
 * power on the order is only `limited`; called inside the refund's transaction, so a refusal
 * rolls everything back.
 */
export async function checkRefundLimit(
  db: Queryable,
  power: 'all' | 'limited',
  amount: number,
): Promise<void> {
  if (power === 'all') return;
  const limit = await getRefundLimit(db);
  if (amount > limit) throw new AppError('refund_over_limit', { limit: formatPrice(limit) });
}

export const tillError = (key: 'validation.refund_till_own' | 'validation.refund_till_staff') =>
  new AppError('validation_failed', {}, { refund_till_id: [{ key }] });

/**
 * The till a desk refund of a cancel or of some tickets comes out of: the one an administrator
 * names (or none); the box office's own (naming another is a 422 on `refund_till_id`); none for
 * anyone else (customer service keeps no till: a desk refund then is refused).
 */
export function refundTillOf(actor: OrderActor, requested: number | null): number | null {
  if (isAdministrator(actor)) return requested;
  if (!staffRolesOf(actor).includes('box_office')) return null;
  if (requested !== null && requested !== actor.id) throw tillError('validation.refund_till_own');
  return actor.id;
}
