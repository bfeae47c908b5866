import type { CouponUpdateBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import { changesOf, hasChanges } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import { lockCouponUsage } from '../cart/lock-coupon-usage.js';
import { findCouponSettings, updateCouponSettings } from './coupons.repository.js';

export interface UpdateCouponInput {
  id: number;
  changes: CouponUpdateBody;
  actorId: number;
}

const instant = (value: string | null) => (value === null ? null : new Date(value));

/**
 * PUT /admin/coupons/:id: the coupon's names, validity and limits. Under the coupon's row lock,
 * the one a cart takes before it takes a use, so the uses counted here are all there are: a limit
 * below the uses that count now (consumed, held or reserved and not expired) is refused with the
 * lowest allowed value (422), and a cart racing the change counts against whichever limit
 * committed first. The code, the discount and what it applies to stay as created (orders name
 * them). Audited as `coupon.updated` with what changed, before and after.
 */
export async function updateCoupon(db: Db, input: UpdateCouponInput): Promise<void> {
  const { changes } = input;
  await db.transaction().execute(async (trx) => {
    const usage = await lockCouponUsage(trx, input.id);
    const before = usage && (await findCouponSettings(trx, input.id));
    if (!usage || !before) throw new AppError('coupon_not_found');

    const errors: FieldErrors = {};
    if (changes.max_uses !== null && changes.max_uses < usage.uses) {
      errors.max_uses = [
        { key: 'validation.coupon_limit_below_uses', params: { min: usage.uses } },
      ];
    }
    if (changes.max_uses_per_user !== null && changes.max_uses_per_user < usage.topUserUses) {
      errors.max_uses_per_user = [
        { key: 'validation.coupon_per_user_below_uses', params: { min: usage.topUserUses } },
      ];
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);

    const after = {
      name: changes.name,
      name_en: changes.name_en,
      valid_from: instant(changes.valid_from),
      valid_until: instant(changes.valid_until),
      max_uses: changes.max_uses,
      max_uses_per_user: changes.max_uses_per_user,
    };
    const changed = changesOf(before, after, [
      'name',
      'name_en',
      'valid_from',
      'valid_until',
      'max_uses',
      'max_uses_per_user',
    ]);
    if (!hasChanges(changed)) return;
    await updateCouponSettings(trx, input.id, after);
    await recordAudit(trx, {
      action: 'coupon.updated',
      entity: 'coupon',
      entityId: input.id,
      actorId: input.actorId,
      data: { changes: changed, uses: usage.uses },
    });
  });
}
