import type { CouponCreateFields } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { createdValues } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import { insertCoupon, insertCouponTargets, listExistingEvents } from './coupons.repository.js';

export interface CreateCouponInput {
  coupon: CouponCreateFields;
  actorId: number;
}

/**
 * POST /admin/coupons: a new coupon, active at once (within its validity). The code is stored in
 * capitals and must be new without regard to case (the unique index decides, so two
 * administrators typing the same code at once cannot both get it); the performances it is
 * limited to must exist. Audited as `coupon.created` with the administrator.
 */
export async function createCoupon(db: Db, input: CreateCouponInput): Promise<number> {
  const { coupon } = input;
  const eventIds = [...new Set(coupon.event_ids)];
  return db.transaction().execute(async (trx) => {
    const existing = await listExistingEvents(trx, eventIds);
    if (existing.length !== eventIds.length) {
      throw AppError.validation({ event_ids: [{ key: 'validation.coupon_events' }] });
    }
    const code = coupon.code.toUpperCase();
    const id = await insertCoupon(trx, {
      code,
      name: coupon.name,
      name_en: coupon.name_en,
      kind: coupon.kind,
      value: coupon.value,
      valid_from: coupon.valid_from === null ? null : new Date(coupon.valid_from),
      valid_until: coupon.valid_until === null ? null : new Date(coupon.valid_until),
      max_uses: coupon.max_uses,
      max_uses_per_user: coupon.max_uses_per_user,
    });
    if (id === undefined) {
      throw AppError.validation({ code: [{ key: 'validation.coupon_code_taken' }] });
    }
    await insertCouponTargets(trx, id, eventIds);
    await recordAudit(trx, {
      action: 'coupon.created',
      entity: 'coupon',
      entityId: id,
      actorId: input.actorId,
      data: {
        code,
        kind: coupon.kind,
        value: coupon.value,
        valid_from: coupon.valid_from,
        valid_until: coupon.valid_until,
        max_uses: coupon.max_uses,
        max_uses_per_user: coupon.max_uses_per_user,
        event_ids: eventIds,
        changes: createdValues(
          { ...coupon, code, event_ids: eventIds },
          [
            'code',
            'name',
            'name_en',
            'kind',
            'value',
            'valid_from',
            'valid_until',
            'max_uses',
            'max_uses_per_user',
            'event_ids',
          ],
          { instants: ['valid_from', 'valid_until'] },
        ),
      },
    });
    return id;
  });
}
