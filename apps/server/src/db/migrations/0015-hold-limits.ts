import { sql, type Kysely } from 'kysely';
import { createGrantHoldsFunction } from './0003-cart.js';
import { createGrantHoldsWithLimits } from './0015-hold-limits/cart-grant-holds.js';

export {
  createGrantHoldsWithLimits,
  type LiveHoldTest,
} from './0015-hold-limits/cart-grant-holds.js';

/**
 * Decision 0024: holds per client address and per account. One client address (as the rate
 * limits derive it: IPv4 as is, IPv6 by its /64) and one signed-in account hold at most a free
 * allowance of tickets of one performance at once (the `sales` setting, 20); beyond it a cart
 * must be unlocked by a solved proof-of-work challenge, up to a hard cap (60).
 *
 * - `carts.client_subject`: the address the cart was started from; `carts.unlocked_at`: when a
 *   solved challenge unlocked it.
 * - `holds.client_subject` and `holds.user_id`: whose the hold is. They stay on the hold when an
 *   order takes it over, so holds awaiting payment keep counting; only live holds count.
 * - `spent_challenges`: the challenges already used (single use), kept until they expire.
 * - `cart_grant_holds` counts the live holds of each request's address and account on the
 *   performance in the granting call, under a transaction-scoped advisory lock per (address,
 *   performance) and (account, performance), taken after the carts and before the ticket type, so
 *   two adds of one address on two ticket types cannot both pass the allowance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table carts add column client_subject text;
    alter table carts add column unlocked_at timestamptz;
    alter table holds add column client_subject text;
    -- No foreign key (as cart_id): a grant writes it without a per-row check.
    alter table holds add column user_id integer;
    create index holds_client on holds (client_subject, expires_at)
      include (quantity, ticket_type_id) where client_subject is not null;
    create index holds_user on holds (user_id, expires_at)
      include (quantity, ticket_type_id) where user_id is not null;

    create table spent_challenges (
      -- The challenge's HMAC signature (hex): unique per challenge.
      signature text primary key,
      expires_at timestamptz not null,
      spent_at timestamptz not null default now()
    );
    create index spent_challenges_expiry on spent_challenges (expires_at);

    drop function cart_grant_holds(integer, text[], integer[], boolean[], integer[], text, integer);
  `.execute(db);

  await createGrantHoldsWithLimits(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop function cart_grant_holds(
      integer, text[], integer[], boolean[], integer[], text[], text[], timestamptz[], text,
      integer, boolean
    );
    drop table spent_challenges;
    drop index holds_user;
    drop index holds_client;
    alter table holds drop column user_id, drop column client_subject;
    alter table carts drop column unlocked_at, drop column client_subject;
  `.execute(db);
  await createGrantHoldsFunction(db);
  await sql`
    alter function cart_grant_holds(integer, text[], integer[], boolean[], integer[], text, integer)
      set enable_seqscan = off;
  `.execute(db);
}
