import { sql, type Kysely } from 'kysely';
import { createGrantHoldsWithLimits, type LiveHoldTest } from './0015-hold-limits.js';

/**
 * Decision 0029: one definition of a live hold and of availability, which the
 * granting function, the programme, the cart, the box office, the reports and the door all use.
 *
 * - `hold_is_live(expires_at, at)`: the rule. A hold counts until the instant it expires. An SQL
 *   function of one comparison, so the planner inlines it (`expires_at > at`, and its negation
 *   `expires_at <= at`) and the indexes on `(…, expires_at)` serve it as before.
 * - `live_holds`: the hold rows that count now.
 * - `ticket_type_availability`: every column of `ticket_types`, with `live_held` (the quantities
 *   of its live holds) and `available` (capacity less the sold tickets and the live holds, never
 *   below 0). `held` also counts expired holds until a grant or housekeeping reclaims them, so
 *   `live_held` is `held` less the expired ones: that sum runs over the few expired rows, through
 *   the index on `(ticket_type_id, expires_at)`, not over every live hold of a sale (decision 0011).
 *   A plain view: the planner flattens it into the query that reads it. A migration that drops or
 *   renames a column of `ticket_types` re-creates it (PostgreSQL refuses the change until then).
 * - `cart_reclaim_holds` and `cart_grant_holds` are re-created with `hold_is_live`, unchanged
 *   otherwise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function hold_is_live(p_expires_at timestamptz, p_at timestamptz) returns boolean
      language sql immutable parallel safe
      as $fn$ select p_expires_at > p_at $fn$;

    create view live_holds as
      select h.id, h.ticket_type_id, h.cart_id, h.order_id, h.quantity, h.expires_at,
             h.created_at, h.client_subject, h.user_id
        from holds h
       where hold_is_live(h.expires_at, now());

    create view ticket_type_availability as
      select s.*, greatest(s.capacity - s.sold - s.live_held, 0)::int as available
        from (
          select t.id, t.event_id, t.name, t.name_en, t.price, t.capacity, t.sold, t.held,
                 t.vip_only, t.sort_order, t.vat_rate,
                 (t.held - coalesce((
                   select sum(h.quantity) from holds h
                    where h.ticket_type_id = t.id and not hold_is_live(h.expires_at, now())
                 ), 0))::int as live_held
            from ticket_types t
        ) s;

    drop function cart_reclaim_holds(integer, timestamptz);
    create function cart_reclaim_holds(p_ticket_type integer, p_now timestamptz)
    returns integer
    language plpgsql volatile
    as $fn$
    declare
      v_back integer;
    begin
      perform 1 from ticket_types t where t.id = p_ticket_type for no key update;
      with gone as (
        delete from holds h
         where h.ticket_type_id = p_ticket_type and not hold_is_live(h.expires_at, p_now)
        returning h.quantity
      )
      select coalesce(sum(g.quantity), 0)::int into v_back from gone g;
      if v_back > 0 then
        update ticket_types t set held = t.held - v_back where t.id = p_ticket_type;
      end if;
      return v_back;
    end;
    $fn$;
    alter function cart_reclaim_holds(integer, timestamptz) set enable_seqscan = off;
  `.execute(db);
  await dropGrantHolds(db);
  await createGrantHoldsWithLimits(db, holdIsLive);
}

const holdIsLive: LiveHoldTest = (expiresAt, at) => sql.raw(`hold_is_live(${expiresAt}, ${at})`);

async function dropGrantHolds(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop function cart_grant_holds(
      integer, text[], integer[], boolean[], integer[], text[], text[], timestamptz[], text,
      integer, boolean
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropGrantHolds(db);
  await createGrantHoldsWithLimits(db);
  await sql`
    drop function cart_reclaim_holds(integer, timestamptz);
    create function cart_reclaim_holds(p_ticket_type integer, p_now timestamptz)
    returns integer
    language plpgsql volatile
    as $fn$
    declare
      v_back integer;
    begin
      perform 1 from ticket_types t where t.id = p_ticket_type for no key update;
      with gone as (
        delete from holds h
         where h.ticket_type_id = p_ticket_type and h.expires_at <= p_now
        returning h.quantity
      )
      select coalesce(sum(g.quantity), 0)::int into v_back from gone g;
      if v_back > 0 then
        update ticket_types t set held = t.held - v_back where t.id = p_ticket_type;
      end if;
      return v_back;
    end;
    $fn$;
    alter function cart_reclaim_holds(integer, timestamptz) set enable_seqscan = off;
    drop view ticket_type_availability;
    drop view live_holds;
    drop function hold_is_live(timestamptz, timestamptz);
  `.execute(db);
}
