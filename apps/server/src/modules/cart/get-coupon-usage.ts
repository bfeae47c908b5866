import type { Queryable } from '../../db/database.js';
import { listCouponUsageCounts } from './coupons.repository.js';

export interface CouponUsageCounts {
  /** By paid orders. */
  consumed: number;
  /** By orders awaiting payment that have not expired. */
  reserved: number;
  /** By carts that have not expired. */
  held: number;
}

const unused: CouponUsageCounts = { consumed: 0, reserved: 0, held: 0 };

/**
 * How much of each coupon is used now, counted as the cart counts against a coupon's limits
 * (consumed, and held or reserved until its cart or order expires), split by state: for the back
 * office's coupon list. Every coupon asked about has an entry.
 */
export async function getCouponUsage(
  db: Queryable,
  couponIds: readonly number[],
): Promise<Map<number, CouponUsageCounts>> {
  const usage = new Map<number, CouponUsageCounts>(couponIds.map((id) => [id, { ...unused }]));
  if (couponIds.length === 0) return usage;
  for (const row of await listCouponUsageCounts(db, couponIds)) {
    usage.set(row.coupon_id, { consumed: row.consumed, reserved: row.reserved, held: row.held });
  }
  return usage;
}
