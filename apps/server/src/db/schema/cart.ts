import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp, UpdatedAt } from './columns.js';

/*
 * Carts and what they hold: holds on ticket types, coupons and their uses, spent proof-of-work
 * challenges.
 */

export interface CartsTable {
  id: Generated<number>;
  key_hash: string;
  /** online | box_office */
  channel: Generated<string>;
  user_id: number | null;
  coupon_id: number | null;
  expires_at: Timestamp | null;
  created_at: CreatedAt;
  retired_at: Timestamp | null;
  /** The client address the cart was started from (ipSubject; migration 0015). */
  client_subject: string | null;
  /** When a solved proof-of-work challenge unlocked it beyond the free allowance. */
  unlocked_at: Timestamp | null;
}

export interface HoldsTable {
  id: Generated<number>;
  ticket_type_id: number;
  cart_id: number | null;
  order_id: number | null;
  quantity: number;
  expires_at: Timestamp;
  created_at: CreatedAt;
  /** Whose the hold is, for the per-client limits (migration 0015): the address, the account. */
  client_subject: string | null;
  user_id: number | null;
}

/** A proof-of-work challenge already used (single use), kept until it expires (migration 0015). */
export interface SpentChallengesTable {
  signature: string;
  expires_at: Timestamp;
  spent_at: CreatedAt;
}

export interface CouponsTable {
  id: Generated<number>;
  code: string;
  name: Generated<string>;
  name_en: Generated<string>;
  /** percent | fixed */
  kind: string;
  value: number;
  valid_from: Timestamp | null;
  valid_until: Timestamp | null;
  max_uses: number | null;
  max_uses_per_user: number | null;
  active: Generated<boolean>;
  created_at: CreatedAt;
  /** When an administrator last changed it (0011). */
  updated_at: UpdatedAt;
}

export interface CouponTargetsTable {
  id: Generated<number>;
  coupon_id: number;
  event_id: number | null;
  ticket_type_id: number | null;
}

export interface CouponUsesTable {
  id: Generated<number>;
  coupon_id: number;
  cart_id: number | null;
  order_id: number | null;
  user_id: number | null;
  email: string | null;
  /** held | reserved | consumed | released */
  status: string;
  expires_at: Timestamp | null;
  created_at: CreatedAt;
  released_at: Timestamp | null;
}
