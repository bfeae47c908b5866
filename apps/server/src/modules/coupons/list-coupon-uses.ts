import {
  adminCouponUsesPerPage,
  type AdminCouponUsesReply,
  type CouponUseStatus,
} from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { countCouponUseRows, findCouponRecord, listCouponUseRows } from './coupons.repository.js';

/**
 * GET /admin/coupons/:id/uses: the coupon's uses, newest first, 50 a page: which cart or order
 * took it, whose, when, where it stands (held by a cart, reserved by an order awaiting payment,
 * consumed by a paid order, released), and whether it counts against the limits now.
 */
export async function listCouponUses(
  db: Db,
  query: { id: number; page: number },
): Promise<AdminCouponUsesReply> {
  if (!(await findCouponRecord(db, query.id))) throw new AppError('coupon_not_found');
  const [rows, total] = await Promise.all([
    listCouponUseRows(db, query.id, {
      limit: adminCouponUsesPerPage,
      offset: (query.page - 1) * adminCouponUsesPerPage,
    }),
    countCouponUseRows(db, query.id),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      status: row.status as CouponUseStatus,
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at?.toISOString() ?? null,
      released_at: row.released_at?.toISOString() ?? null,
      counts: row.counts,
      order:
        row.order_id === null
          ? null
          : {
              id: row.order_id,
              status: row.order_status ?? '',
              buyer_name: row.buyer_name ?? '',
              buyer_email: row.buyer_email ?? '',
              total: row.order_total ?? 0,
              discount: row.order_discount ?? 0,
            },
      user:
        row.user_id === null
          ? null
          : { id: row.user_id, name: row.user_name ?? '', email: row.user_email ?? '' },
    })),
    total,
    page: query.page,
    per_page: adminCouponUsesPerPage,
  };
}
