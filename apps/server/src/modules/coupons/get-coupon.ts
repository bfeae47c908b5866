import type { AdminCouponDetails } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { auditTrailOf } from '../audit/record-audit.js';
import { getCouponUsage } from '../cart/get-coupon-usage.js';
import { findCouponRecord, listCouponTargets } from './coupons.repository.js';
import { couponRowOf } from './coupon-view.js';

/** GET /admin/coupons/:id: the coupon, its use, what it applies to, and its audit trail. */
export async function getCoupon(db: Queryable, id: number): Promise<AdminCouponDetails> {
  const record = await findCouponRecord(db, id);
  if (!record) throw new AppError('coupon_not_found');
  const [usage, targets, audit] = await Promise.all([
    getCouponUsage(db, [id]),
    listCouponTargets(db, id),
    auditTrailOf(db, 'coupon', id),
  ]);
  return {
    ...couponRowOf(record, usage.get(id) ?? { consumed: 0, reserved: 0, held: 0 }),
    targets: targets.map((target) => ({
      event_id: target.event_id,
      ticket_type_id: target.ticket_type_id,
      name: target.name,
      name_en: target.name_en,
      ticket_type_name: target.ticket_type_name,
      starts_at: target.starts_at.toISOString(),
    })),
    audit,
  };
}
