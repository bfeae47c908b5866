import { sql, type Transaction } from 'kysely';
import type { Db, Queryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * The inventory's SQL (decision 0029): holds granted, given back, reclaimed. What a live hold is
 * and what is available are defined once in the database (migration 0018: `hold_is_live`,
 * `live_holds`, `ticket_type_availability`); this file and the functions use that definition.
 */

type Trx = Transaction<Database>;

/** Where the holds are taken: the shop or the box office. */
export type Channel = 'online' | 'box_office';

/** What a cart holds of one ticket type. */
export interface HeldLine {
  ticketTypeId: number;
  quantity: number;
}

export type GrantStatus =
  | 'ok'
  | 'invalid_key'
  | 'expired'
  | 'not_found'
  | 'sale_closed'
  | 'limit_order'
  | 'limit_type'
  | 'challenge_required'
  | 'hold_cap'
  | 'sold_out';

export interface GrantRequest {
  keyHash: string;
  quantity: number;
  vip: boolean;
  userId: number | null;
  /** The client address (ipSubject) whose holds it counts against; null: none (box office). */
  subject: string | null;
  /** A solved proof-of-work challenge that unlocks the cart, spent by the grant. */
  challenge: { signature: string; expiresAt: Date } | null;
}

export interface GrantResult {
  status: GrantStatus;
  cartId: number | null;
  remainingMs: number;
  couponRemoved: boolean;
  lines: HeldLine[];
  /** When sold out: ms until the type's first live hold expires (null: none is live). */
  releaseInMs: number | null;
  maxOrder: number;
  maxType: number;
  /** The sales settings' free allowance and hard cap of holds per client and performance. */
  holdFree: number;
  holdCap: number;
}

/**
 * One call of cart_grant_holds (migrations 0003, 0015) for a batch of requests on one ticket type;
 * `limitClients` false switches the per-client limits off (HOLD_LIMIT_PER_CLIENT=0).
 */
export async function grantHolds(
  db: Db,
  ticketTypeId: number,
  requests: readonly GrantRequest[],
  channel: Channel,
  options: { holdMs: number; limitClients: boolean },
): Promise<GrantResult[]> {
  const { rows } = await sql<{
    idx: number;
    status: GrantStatus;
    cart_id: number | null;
    remaining_ms: number;
    coupon_removed: boolean;
    lines: [number, number][];
    release_in_ms: number | null;
    max_order: number;
    max_type: number;
    hold_free: number;
    hold_cap: number;
  }>`
    select * from cart_grant_holds(
      ${ticketTypeId}::int,
      ${requests.map((r) => r.keyHash)}::text[],
      ${requests.map((r) => r.quantity)}::int[],
      ${requests.map((r) => r.vip)}::boolean[],
      ${requests.map((r) => r.userId)}::int[],
      ${requests.map((r) => r.subject)}::text[],
      ${requests.map((r) => r.challenge?.signature ?? null)}::text[],
      ${requests.map((r) => r.challenge?.expiresAt.toISOString() ?? null)}::timestamptz[],
      ${channel}::text,
      ${options.holdMs}::int,
      ${options.limitClients}::boolean
    )
  `.execute(db);
  return rows
    .sort((a, b) => a.idx - b.idx)
    .map((row) => ({
      status: row.status,
      cartId: row.cart_id,
      remainingMs: row.remaining_ms,
      couponRemoved: row.coupon_removed,
      lines: row.lines.map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity })),
      releaseInMs: row.release_in_ms,
      maxOrder: row.max_order,
      maxType: row.max_type,
      holdFree: row.hold_free,
      holdCap: row.hold_cap,
    }));
}

/** `held` follows the hold rows: what a cart gave back comes off its ticket type. */
async function giveBack(trx: Trx, ticketTypeId: number, quantity: number): Promise<void> {
  await trx
    .updateTable('ticket_types')
    .set({ held: sql`held - ${quantity}` })
    .where('id', '=', ticketTypeId)
    .execute();
}

/**
 * One ticket fewer of a type; the line goes at 0. False when the cart has no such line (also when
 * the line expired and a grant reclaimed it meanwhile).
 */
export async function decrementHold(trx: Trx, cartId: number, ticketTypeId: number) {
  const updated = await trx
    .updateTable('holds')
    .set({ quantity: sql`quantity - 1` })
    .where('cart_id', '=', cartId)
    .where('ticket_type_id', '=', ticketTypeId)
    .where('quantity', '>', 1)
    .executeTakeFirst();
  if (updated.numUpdatedRows > 0n) {
    await giveBack(trx, ticketTypeId, 1);
    return true;
  }
  return deleteHold(trx, cartId, ticketTypeId);
}

export async function deleteHold(trx: Trx, cartId: number, ticketTypeId: number) {
  const deleted = await trx
    .deleteFrom('holds')
    .where('cart_id', '=', cartId)
    .where('ticket_type_id', '=', ticketTypeId)
    .returning('quantity')
    .executeTakeFirst();
  if (!deleted) return false;
  await giveBack(trx, ticketTypeId, deleted.quantity);
  return true;
}

/** Ticket types that have expired holds not reclaimed yet. */
export async function listTypesWithExpiredHolds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('holds')
    .select('ticket_type_id')
    .distinct()
    .where(sql<boolean>`not hold_is_live(expires_at, now())`)
    .orderBy('ticket_type_id')
    .execute();
  return rows.map((row) => row.ticket_type_id);
}

/**
 * Takes one ticket type's row lock and reclaims its expired holds under it (cart_reclaim_holds,
 * migrations 0003 and 0018): deleted, and taken off `held`. Answers how many tickets came back.
 */
export async function reclaimHolds(db: Queryable, ticketTypeId: number): Promise<number> {
  const { rows } = await sql<{ back: number }>`
    select cart_reclaim_holds(${ticketTypeId}::int, clock_timestamp()) as back
  `.execute(db);
  return rows[0]?.back ?? 0;
}

/**
 * The cart's holds move to its order (they keep counting against capacity until they expire or
 * are sold).
 */
export async function moveCartHoldsToOrder(trx: Trx, cartId: number, orderId: number) {
  await trx
    .updateTable('holds')
    .set({ order_id: orderId, cart_id: null })
    .where('cart_id', '=', cartId)
    .execute();
}

/** When the cart's first hold expires (the caller knows it holds something). */
export async function findCartHoldsExpiry(db: Queryable, cartId: number): Promise<Date> {
  const row = await db
    .selectFrom('holds')
    .select(sql<Date>`min(expires_at)`.as('expires_at'))
    .where('cart_id', '=', cartId)
    .executeTakeFirstOrThrow();
  return row.expires_at;
}

/**
 * Sold tickets go back to sale: `sold -= n` per ticket type, under the types' row locks taken in
 * id order (the inventory's lock order, as when they were sold). Never below zero (a type whose
 * counter was corrected by hand meanwhile). Answers how many came back.
 */
export async function decrementSold(trx: Trx, sold: ReadonlyMap<number, number>): Promise<number> {
  const typeIds = [...sold.keys()].sort((a, b) => a - b);
  if (typeIds.length === 0) return 0;
  await trx
    .selectFrom('ticket_types')
    .select('id')
    .where('id', 'in', typeIds)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  let back = 0;
  for (const typeId of typeIds) {
    const quantity = sold.get(typeId) ?? 0;
    const result = await trx
      .updateTable('ticket_types')
      .set({ sold: sql`greatest(sold - ${quantity}, 0)` })
      .where('id', '=', typeId)
      .executeTakeFirst();
    if (result.numUpdatedRows > 0n) back += quantity;
  }
  return back;
}

/** The consumed coupon use of an order is given back (its last ticket went back). */
export async function releaseOrderCouponUse(trx: Trx, orderId: number): Promise<void> {
  await trx
    .updateTable('coupon_uses')
    .set({ status: 'released', released_at: sql`clock_timestamp()` })
    .where('order_id', '=', orderId)
    .where('status', '=', 'consumed')
    .execute();
}
