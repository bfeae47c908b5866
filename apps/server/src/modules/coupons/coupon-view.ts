import type { AdminCouponRow, CouponKind, CouponState } from '@theatre/contracts';
import type { CouponUsageCounts } from '../cart/get-coupon-usage.js';
import type { CouponRecord } from './coupons.repository.js';

/** A coupon's row as the back office shows it, with its use (pure). */
export function couponRowOf(record: CouponRecord, usage: CouponUsageCounts): AdminCouponRow {
  const used = usage.consumed + usage.reserved + usage.held;
  return {
    id: record.id,
    code: record.code,
    name: record.name,
    name_en: record.name_en,
    kind: record.kind as CouponKind,
    value: record.value,
    valid_from: record.valid_from?.toISOString() ?? null,
    valid_until: record.valid_until?.toISOString() ?? null,
    max_uses: record.max_uses,
    max_uses_per_user: record.max_uses_per_user,
    active: record.active,
    state: record.state as CouponState,
    target_count: record.target_count,
    usage: {
      ...usage,
      remaining: record.max_uses === null ? null : Math.max(record.max_uses - used, 0),
    },
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
  };
}
