import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { lockCouponUsage } from '../cart/lock-coupon-usage.js';
import { findCouponSettings, updateCouponActive } from './coupons.repository.js';

/**
 * POST /admin/coupons/:id/deactivate and /activate. Switched off, no cart can take the coupon
 * any more (the cart checks it under the same row lock, so a cart racing the switch either took
 * its use before it or is refused after it); the carts and orders holding a use already keep it,
 * as they keep it past the end of the coupon's validity. Answers whether anything changed;
 * audited as `coupon.deactivated` or `coupon.activated` with the administrator.
 */
export async function setCouponActive(
  db: Db,
  input: { id: number; active: boolean; actorId: number },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const usage = await lockCouponUsage(trx, input.id);
    const before = usage && (await findCouponSettings(trx, input.id));
    if (!usage || !before) throw new AppError('coupon_not_found');
    if (before.active === input.active) return false;
    await updateCouponActive(trx, input.id, input.active);
    await recordAudit(trx, {
      action: input.active ? 'coupon.activated' : 'coupon.deactivated',
      entity: 'coupon',
      entityId: input.id,
      actorId: input.actorId,
      data: { uses: usage.uses, changes: { active: { from: before.active, to: input.active } } },
    });
    return true;
  });
}
