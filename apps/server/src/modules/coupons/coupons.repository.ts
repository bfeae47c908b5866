import { sql, type Transaction } from 'kysely';
import type { Queryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * The back office's coupons (SQL only): the list, one coupon with its targets, a new coupon, its
 * changes, and its uses. What counts against a coupon's limits, and the lock a change takes, are
 * the cart's (modules/cart: getCouponUsage, lockCouponUsage).
 */

type Trx = Transaction<Database>;

/** `%` and `_` are LIKE's wildcards, `\` its escape: taken literally in a search word. */
function likeWord(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function searched(db: Queryable, q: string) {
  const query = db.selectFrom('coupons as c');
  if (q === '') return query;
  const pattern = likeWord(q.toLowerCase());
  return query.where((eb) =>
    eb.or([
      eb(sql<string>`lower(c.code)`, 'like', pattern),
      eb(sql<string>`lower(c.name)`, 'like', pattern),
      eb(sql<string>`lower(c.name_en)`, 'like', pattern),
    ]),
  );
}

const couponColumns = [
  'c.id',
  'c.code',
  'c.name',
  'c.name_en',
  'c.kind',
  'c.value',
  'c.valid_from',
  'c.valid_until',
  'c.max_uses',
  'c.max_uses_per_user',
  'c.active',
  'c.created_at',
  'c.updated_at',
] as const;

/** Where the coupon stands now, by the database's clock (the one the cart checks it by). */
const stateColumn = sql<string>`case
    when not c.active then 'inactive'
    when c.valid_from is not null and c.valid_from > clock_timestamp() then 'scheduled'
    when c.valid_until is not null and c.valid_until <= clock_timestamp() then 'expired'
    else 'active' end`.as('state');

const targetCount = sql<number>`(select count(*)::int from coupon_targets t
    where t.coupon_id = c.id)`.as('target_count');

/** A page of the coupons whose code or name contains `q` (case ignored), newest first. */
export function listMatchingCoupons(
  db: Queryable,
  q: string,
  page: { limit: number; offset: number },
) {
  return searched(db, q)
    .select([...couponColumns, stateColumn, targetCount])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countMatchingCoupons(db: Queryable, q: string): Promise<number> {
  const row = await searched(db, q)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function findCouponRecord(db: Queryable, id: number) {
  return db
    .selectFrom('coupons as c')
    .select([...couponColumns, stateColumn, targetCount])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export type CouponRecord = NonNullable<Awaited<ReturnType<typeof findCouponRecord>>>;

/** What the coupon applies to: performances, or ticket types of a performance, by date. */
export function listCouponTargets(db: Queryable, couponId: number) {
  return db
    .selectFrom('coupon_targets as t')
    .leftJoin('ticket_types as k', 'k.id', 't.ticket_type_id')
    .innerJoin('events as e', (join) =>
      join.on(sql<boolean>`e.id = coalesce(t.event_id, k.event_id)`),
    )
    .innerJoin('productions as p', 'p.id', 'e.production_id')
    .select([
      'e.id as event_id',
      't.ticket_type_id',
      'p.name',
      'p.name_en',
      'k.name as ticket_type_name',
      'e.starts_at',
    ])
    .where('t.coupon_id', '=', couponId)
    .orderBy('e.starts_at')
    .orderBy('t.id')
    .execute();
}

/** Of the given performances, the ones that exist. */
export async function listExistingEvents(db: Queryable, eventIds: readonly number[]) {
  if (eventIds.length === 0) return [];
  const rows = await db.selectFrom('events').select('id').where('id', 'in', eventIds).execute();
  return rows.map((row) => row.id);
}

export interface NewCoupon {
  code: string;
  name: string;
  name_en: string;
  kind: 'percent' | 'fixed';
  value: number;
  valid_from: Date | null;
  valid_until: Date | null;
  max_uses: number | null;
  max_uses_per_user: number | null;
}

/** Inserts a coupon unless its code is taken (without regard to case); undefined when taken. */
export async function insertCoupon(trx: Trx, coupon: NewCoupon): Promise<number | undefined> {
  const row = await trx
    .insertInto('coupons')
    .values(coupon)
    .onConflict((oc) => oc.expression(sql`lower(code)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function insertCouponTargets(
  trx: Trx,
  couponId: number,
  eventIds: readonly number[],
): Promise<void> {
  if (eventIds.length === 0) return;
  await trx
    .insertInto('coupon_targets')
    .values(eventIds.map((eventId) => ({ coupon_id: couponId, event_id: eventId })))
    .execute();
}

/** The changeable fields as they are, for the audit's before and after (under the row lock). */
export function findCouponSettings(trx: Trx, id: number) {
  return trx
    .selectFrom('coupons')
    .select([
      'name',
      'name_en',
      'valid_from',
      'valid_until',
      'max_uses',
      'max_uses_per_user',
      'active',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateCouponSettings(
  trx: Trx,
  id: number,
  settings: {
    name: string;
    name_en: string;
    valid_from: Date | null;
    valid_until: Date | null;
    max_uses: number | null;
    max_uses_per_user: number | null;
  },
): Promise<void> {
  await trx
    .updateTable('coupons')
    .set({ ...settings, updated_at: sql`clock_timestamp()` })
    .where('id', '=', id)
    .execute();
}

export async function updateCouponActive(trx: Trx, id: number, active: boolean): Promise<void> {
  await trx
    .updateTable('coupons')
    .set({ active, updated_at: sql`clock_timestamp()` })
    .where('id', '=', id)
    .execute();
}

/** A page of a coupon's uses, newest first, with their orders and buyers. */
export function listCouponUseRows(
  db: Queryable,
  couponId: number,
  page: { limit: number; offset: number },
) {
  return db
    .selectFrom('coupon_uses as u')
    .leftJoin('orders as o', 'o.id', 'u.order_id')
    .leftJoin('users as a', 'a.id', 'u.user_id')
    .select([
      'u.id',
      'u.status',
      'u.created_at',
      'u.expires_at',
      'u.released_at',
      sql<boolean>`(u.status = 'consumed' or (u.status in ('held', 'reserved')
        and u.expires_at > clock_timestamp()))`.as('counts'),
      'o.id as order_id',
      'o.status as order_status',
      'o.buyer_name',
      'o.buyer_email',
      'o.total as order_total',
      'o.discount as order_discount',
      'a.id as user_id',
      'a.name as user_name',
      'a.email as user_email',
    ])
    .where('u.coupon_id', '=', couponId)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countCouponUseRows(db: Queryable, couponId: number): Promise<number> {
  const row = await db
    .selectFrom('coupon_uses')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('coupon_id', '=', couponId)
    .executeTakeFirstOrThrow();
  return row.n;
}
