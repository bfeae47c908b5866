import { adminCouponsPerPage, type AdminCouponsReply } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { getCouponUsage } from '../cart/get-coupon-usage.js';
import { countMatchingCoupons, listMatchingCoupons } from './coupons.repository.js';
import { couponRowOf } from './coupon-view.js';

/**
 * GET /admin/coupons: the coupons whose code or name contains `q` (case ignored), newest first,
 * 50 a page, each with its use now (consumed, reserved, held, remaining).
 */
export async function listCoupons(
  db: Db,
  query: { q?: string | undefined; page: number },
): Promise<AdminCouponsReply> {
  const q = (query.q ?? '').normalize('NFC').trim();
  const [rows, total] = await Promise.all([
    listMatchingCoupons(db, q, {
      limit: adminCouponsPerPage,
      offset: (query.page - 1) * adminCouponsPerPage,
    }),
    countMatchingCoupons(db, q),
  ]);
  const usage = await getCouponUsage(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) =>
      couponRowOf(row, usage.get(row.id) ?? { consumed: 0, reserved: 0, held: 0 }),
    ),
    total,
    page: query.page,
    per_page: adminCouponsPerPage,
  };
}
