import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Coupons, their targets and their uses (SQL only); the cart's own rows are in cart.repository. */

type Trx = Transaction<Database>;
type Queryable = Db | Trx;

/** Releases the coupon a cart holds; true when it had one. */
export async function releaseCartCoupon(trx: Trx, cartId: number): Promise<boolean> {
  await trx
    .updateTable('coupon_uses')
    .set({ status: 'released', released_at: sql`clock_timestamp()` })
    .where('cart_id', '=', cartId)
    .where('status', '=', 'held')
    .execute();
  const updated = await trx
    .updateTable('carts')
    .set({ coupon_id: null })
    .where('id', '=', cartId)
    .where('coupon_id', 'is not', null)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export interface CouponRow {
  id: number;
  code: string;
  name: string;
  name_en: string;
  kind: 'percent' | 'fixed';
  value: number;
  max_uses: number | null;
  max_uses_per_user: number | null;
  /** Active and inside its validity window now. */
  valid: boolean;
}

/** A coupon with what it applies to: both lists empty means every performance. */
export interface CartCoupon extends CouponRow {
  eventIds: number[];
  ticketTypeIds: number[];
}

function couponQuery(db: Queryable) {
  return db
    .selectFrom('coupons')
    .select([
      'id',
      'code',
      'name',
      'name_en',
      sql<'percent' | 'fixed'>`kind`.as('kind'),
      'value',
      'max_uses',
      'max_uses_per_user',
      sql<boolean>`active and coalesce(valid_from <= clock_timestamp(), true) and coalesce(valid_until > clock_timestamp(), true)`.as(
        'valid',
      ),
    ]);
}

export function findCouponByCode(db: Queryable, code: string): Promise<CouponRow | undefined> {
  return couponQuery(db)
    .where(sql<boolean>`lower(code) = lower(${code})`)
    .executeTakeFirst();
}

/** The coupon, locked: uses are counted and taken under this lock. */
export function lockCoupon(trx: Trx, id: number): Promise<CouponRow | undefined> {
  return couponQuery(trx).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The coupon's row with what it applies to. */
export async function withTargets(db: Queryable, coupon: CouponRow): Promise<CartCoupon> {
  const targets = await db
    .selectFrom('coupon_targets')
    .select(['event_id', 'ticket_type_id'])
    .where('coupon_id', '=', coupon.id)
    .execute();
  return {
    ...coupon,
    eventIds: targets.flatMap((t) => (t.event_id === null ? [] : [t.event_id])),
    ticketTypeIds: targets.flatMap((t) => (t.ticket_type_id === null ? [] : [t.ticket_type_id])),
  };
}

export async function loadCoupon(db: Queryable, id: number): Promise<CartCoupon | undefined> {
  const coupon = await couponQuery(db).where('id', '=', id).executeTakeFirst();
  return coupon && withTargets(db, coupon);
}

/** A use that counts against its coupon's limits: consumed, or held or reserved and not expired. */
const countsAgainstLimits = sql<boolean>`(status = 'consumed' or (status in ('held', 'reserved') and expires_at > clock_timestamp()))`;

/**
 * Uses that count against a coupon's limits: consumed ones, and held or reserved ones that have not
 * expired; `exceptCartId` leaves out the asking cart's own.
 */
export async function countCouponUses(
  trx: Trx,
  couponId: number,
  options: { userId?: number; exceptCartId?: number } = {},
): Promise<number> {
  let query = trx
    .selectFrom('coupon_uses')
    .select(sql<number>`count(*)::int`.as('uses'))
    .where('coupon_id', '=', couponId)
    .where(countsAgainstLimits);
  if (options.userId !== undefined) query = query.where('user_id', '=', options.userId);
  if (options.exceptCartId !== undefined) {
    query = query.where((eb) =>
      eb.or([eb('cart_id', 'is', null), eb('cart_id', '<>', options.exceptCartId ?? 0)]),
    );
  }
  const row = await query.executeTakeFirstOrThrow();
  return row.uses;
}

/** The cart holds a use of the coupon until the cart expires. */
export async function holdCoupon(
  trx: Trx,
  input: { couponId: number; cartId: number; userId: number | null },
): Promise<void> {
  await trx
    .insertInto('coupon_uses')
    .values({
      coupon_id: input.couponId,
      cart_id: input.cartId,
      user_id: input.userId,
      status: 'held',
      expires_at: sql`(select expires_at from carts where id = ${input.cartId})`,
    })
    .execute();
  await trx
    .updateTable('carts')
    .set({ coupon_id: input.couponId })
    .where('id', '=', input.cartId)
    .execute();
}

/** The most uses one signed-in buyer has of the coupon that count against its limits (0: none). */
export async function countTopUserCouponUses(trx: Trx, couponId: number): Promise<number> {
  const row = await trx
    .selectFrom((eb) =>
      eb
        .selectFrom('coupon_uses')
        .select(sql<number>`count(*)::int`.as('uses'))
        .where('coupon_id', '=', couponId)
        .where('user_id', 'is not', null)
        .where(countsAgainstLimits)
        .groupBy('user_id')
        .as('per_user'),
    )
    .select(sql<number>`coalesce(max(per_user.uses), 0)::int`.as('top'))
    .executeTakeFirstOrThrow();
  return row.top;
}

/**
 * Per coupon: its consumed uses, and the reserved and held ones that have not expired (what counts
 * against its limits, split by state). Coupons with none are left out.
 */
export function listCouponUsageCounts(db: Queryable, couponIds: readonly number[]) {
  return db
    .selectFrom('coupon_uses')
    .select([
      'coupon_id',
      sql<number>`(count(*) filter (where status = 'consumed'))::int`.as('consumed'),
      sql<number>`(count(*) filter (where status = 'reserved' and expires_at > clock_timestamp()))::int`.as(
        'reserved',
      ),
      sql<number>`(count(*) filter (where status = 'held' and expires_at > clock_timestamp()))::int`.as(
        'held',
      ),
    ])
    .where('coupon_id', 'in', couponIds)
    .where('status', '<>', 'released')
    .groupBy('coupon_id')
    .execute();
}
