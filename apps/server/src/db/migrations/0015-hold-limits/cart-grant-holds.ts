import { sql, type Kysely, type RawBuilder } from 'kysely';

/*
 * The `cart_grant_holds` of migration 0015 (0015-hold-limits.ts), kept apart for its length;
 * migration 0018 re-creates it. Not a migration itself: migrate.ts lists the migrations by name.
 */

/** How `cart_grant_holds` tells a live hold: a comparison here, `hold_is_live` from migration 0018. */
export type LiveHoldTest = (expiresAt: string, at: string) => RawBuilder<unknown>;

const expiresAfter: LiveHoldTest = (expiresAt, at) => sql.raw(`${expiresAt} > ${at}`);

/**
 * Creates this migration's `cart_grant_holds` (and keeps its cached plans on the indexes).
 * `isLive` is the rule of a live hold the body uses: migration 0018 re-creates the same body with
 * the one definition, `hold_is_live`.
 */
export async function createGrantHoldsWithLimits(
  db: Kysely<unknown>,
  isLive: LiveHoldTest = expiresAfter,
): Promise<void> {
  /*
   * As in migration 0003, with the per-client limits. Per request the status is one of: ok,
   * invalid_key, expired, not_found, sale_closed, limit_order, limit_type, challenge_required,
   * hold_cap, sold_out. `p_subjects` are the requests' client addresses (null: not counted, the
   * box office); `p_challenges` the signatures of solved challenges (null: none), spent here;
   * `p_limit_clients` false switches the client limits off (HOLD_LIMIT_PER_CLIENT=0).
   *
   * Locks, in this order: carts (by key hash), the client limits' advisory locks (by key), the
   * ticket type.
   */
  await sql`
    create function cart_grant_holds(
      p_ticket_type integer,
      p_hashes text[],
      p_quantities integer[],
      p_vips boolean[],
      p_user_ids integer[],
      p_subjects text[],
      p_challenges text[],
      p_challenge_expiries timestamptz[],
      p_channel text,
      p_hold_ms integer,
      p_limit_clients boolean
    ) returns table (
      idx integer,
      status text,
      cart_id bigint,
      remaining_ms bigint,
      coupon_removed boolean,
      lines jsonb,
      release_in_ms bigint,
      max_order integer,
      max_type integer,
      hold_free integer,
      hold_cap integer
    )
    language plpgsql volatile
    as $fn$
    #variable_conflict use_column
    declare
      v_type record;
      v_event integer;
      v_now timestamptz;
      v_expiry timestamptz;
      v_available integer;
      v_granted integer;
      v_settings jsonb;
      v_max_order integer;
      v_max_type integer;
      v_limits boolean;
      v_free integer;
      v_cap integer;
      v_lock record;
      v_visible boolean;
      v_on_sale boolean;
      v_status text[];
      v_cart bigint[];
      v_subject text[];
      v_user integer[];
      v_removed bigint[];
      v_release bigint;
    begin
      v_now := clock_timestamp();
      v_expiry := v_now + make_interval(secs => p_hold_ms / 1000.0);
      -- Carts first, locked in one global order. A new cart is created by its first add, with
      -- the expiry its first ticket will give it (taken back below if it gets none) and the
      -- client address it came from.
      insert into carts (key_hash, channel, expires_at, client_subject)
        select distinct on (r.h) r.h, p_channel, v_expiry, r.s
          from unnest(p_hashes, p_subjects) as r(h, s) order by r.h
        on conflict (key_hash) do nothing;
      perform 1 from carts c where c.key_hash = any (p_hashes) order by c.key_hash for update;

      -- Solved challenges are spent once: the first request of the batch that names one unlocks
      -- its cart; a signature already spent unlocks nothing.
      if exists (select 1 from unnest(p_challenges) as x(ch) where x.ch is not null) then
        with firsts as (
          select distinct on (x.ch) x.ch, x.h, x.e
            from unnest(p_challenges, p_hashes, p_challenge_expiries) with ordinality as x(ch, h, e, i)
           where x.ch is not null
           order by x.ch, x.i
        ),
        fresh as (
          insert into spent_challenges (signature, expires_at)
            select f.ch, f.e from firsts f
          on conflict (signature) do nothing
          returning signature
        )
        update carts c set unlocked_at = v_now
          from firsts f join fresh on fresh.signature = f.ch
         where c.key_hash = f.h and c.channel = p_channel and c.unlocked_at is null;
      end if;

      select s.value into v_settings from settings s where s.key = 'sales';
      v_max_order := coalesce((v_settings ->> 'max_tickets_per_order')::int, 10);
      v_max_type := coalesce((v_settings ->> 'max_tickets_per_type')::int, 10);
      v_free := coalesce((v_settings ->> 'hold_free_per_client')::int, 20);
      v_cap := coalesce((v_settings ->> 'hold_cap_per_client')::int, 60);
      v_limits := p_limit_clients and p_channel = 'online'
        and coalesce((v_settings ->> 'hold_limit_enabled')::boolean, true);

      -- The client limits' locks: one per (address, performance) and (account, performance) of
      -- the batch, in key order, before the ticket type's lock.
      if v_limits then
        select t.event_id into v_event from ticket_types t where t.id = p_ticket_type;
        for v_lock in
          select distinct k.a, k.b from (
            select hashtext('hold.client') as a,
                   hashtext(coalesce(c.client_subject, r.s) || '@' || v_event) as b
              from unnest(p_hashes, p_subjects) as r(h, s)
              left join carts c on c.key_hash = r.h
             where coalesce(c.client_subject, r.s) is not null
            union
            select hashtext('hold.user'), hashtext(u::text || '@' || v_event)
              from unnest(p_user_ids) as u where u is not null
          ) k
          order by k.a, k.b
        loop
          perform pg_advisory_xact_lock(v_lock.a, v_lock.b);
        end loop;
      end if;

      -- Then the ticket type: every grant of this type waits here. Its expired holds are
      -- reclaimed under the lock, so held counts live holds only.
      perform cart_reclaim_holds(p_ticket_type, v_now);
      select t.capacity, t.sold, t.held, t.vip_only, t.event_id, e.vip_only as event_vip,
             e.published, e.starts_at, e.sale_starts_at, e.sale_ends_at
        into v_type
        from ticket_types t join events e on e.id = t.event_id
        where t.id = p_ticket_type;
      v_available := greatest(coalesce(v_type.capacity - v_type.sold - v_type.held, 0), 0);
      v_visible := v_type.published is true and v_type.starts_at > v_now;
      v_on_sale := (v_type.sale_starts_at is null or v_type.sale_starts_at <= v_now)
        and (v_type.sale_ends_at is null or v_type.sale_ends_at > v_now);
      -- Nothing left to hold: every request is sold out, never asked for a challenge first
      -- (within a batch, the cap step below does the same for what the batch leaves).
      v_limits := v_limits and v_available > 0;

      with req as (
        select r.i::int as i, r.h, r.q, r.vip, r.uid, r.s
          from unnest(p_hashes, p_quantities, p_vips, p_user_ids, p_subjects)
               with ordinality as r(h, q, vip, uid, s, i)
      ),
      pre as (
        select req.i, req.q, c.id as cid,
               case when p_channel = 'online' then coalesce(c.client_subject, req.s) end as subj,
               case when p_channel = 'online' then req.uid end as uid,
               c.unlocked_at is not null as unlocked,
               case
                 when c.id is null or c.retired_at is not null or c.channel <> p_channel
                   then 'invalid_key'
                 when c.expires_at is not null and c.expires_at <= v_now then 'expired'
                 when not v_visible or ((v_type.vip_only or v_type.event_vip) and not req.vip)
                   then 'not_found'
                 when not v_on_sale then 'sale_closed'
               end as early,
               coalesce(s.total, 0) as total,
               coalesce(s.of_type, 0) as of_type
          from req
          left join carts c on c.key_hash = req.h
          left join lateral (
            select sum(h.quantity) as total,
                   sum(h.quantity) filter (where h.ticket_type_id = p_ticket_type) as of_type
              from holds h where h.cart_id = c.id
          ) s on true
      ),
      lim as (
        select pre.*,
               coalesce(early, case
                 when total + sum(q) filter (where early is null)
                        over (partition by cid order by i) > v_max_order then 'limit_order'
                 when of_type + sum(q) filter (where early is null)
                        over (partition by cid order by i) > v_max_type then 'limit_type'
               end) as st
          from pre
      ),
      -- The live holds of each request's address and account on this performance (read after
      -- their locks), and what the batch adds before each request.
      held as (
        select lim.*,
               case when v_limits and subj is not null then (
                 select coalesce(sum(h.quantity), 0) from holds h
                   join ticket_types tt on tt.id = h.ticket_type_id
                  where h.client_subject = lim.subj and ${isLive('h.expires_at', 'v_now')}
                    and tt.event_id = v_type.event_id
               ) else 0 end
                 + coalesce(sum(q) filter (where st is null)
                     over (partition by subj order by i), 0) as subj_after,
               case when v_limits and uid is not null then (
                 select coalesce(sum(h.quantity), 0) from holds h
                   join ticket_types tt on tt.id = h.ticket_type_id
                  where h.user_id = lim.uid and ${isLive('h.expires_at', 'v_now')}
                    and tt.event_id = v_type.event_id
               ) else 0 end
                 + coalesce(sum(q) filter (where st is null)
                     over (partition by uid order by i), 0) as user_after
          from lim
      ),
      who as (
        select held.*,
               coalesce(st, case
                 when not v_limits then null
                 when (subj is not null and subj_after > v_cap)
                   or (uid is not null and user_after > v_cap) then 'hold_cap'
                 when not unlocked and ((subj is not null and subj_after > v_free)
                   or (uid is not null and user_after > v_free)) then 'challenge_required'
               end) as st2
          from held
      ),
      cap as (
        select who.*,
               case
                 -- Beyond what is left even if every request before it were granted: sold out,
                 -- not a challenge that could only end in sold out.
                 when st2 = 'challenge_required'
                   and sum(q) filter (where st is null) over (order by i) > v_available
                   then 'sold_out'
                 else coalesce(st2, case
                   when sum(q) filter (where st2 is null) over (order by i) <= v_available
                     then 'ok'
                   else 'sold_out'
                 end)
               end as final
          from who
      )
      select array_agg(final order by i), array_agg(cid order by i),
             array_agg(subj order by i), array_agg(uid order by i),
             coalesce(sum(q) filter (where final = 'ok'), 0)::int
        into v_status, v_cart, v_subject, v_user, v_granted
        from cap;

      -- A cart this call created but could not give a ticket has not started its clock.
      if 'ok' <> all (v_status) then
        update carts c set expires_at = null
         where c.id in (select x.cid from unnest(v_cart, v_status) as x(cid, st) where x.st <> 'ok')
           and c.expires_at = v_expiry
           and not exists (select 1 from holds h where h.cart_id = c.id);
      end if;

      if v_granted > 0 then
        -- The grants: the cart's clock starts at its first ticket and is never moved; the buyer
        -- signed in is remembered. (New carts already have both right: nothing to write.)
        update carts c
           set expires_at = coalesce(c.expires_at, v_expiry),
               user_id = coalesce(c.user_id, g.uid)
          from (
            select x.cid, max(x.uid) as uid
              from unnest(v_cart, v_status, p_user_ids) as x(cid, st, uid)
             where x.st = 'ok' group by x.cid
          ) g
         where c.id = g.cid
           and (c.expires_at is null or (c.user_id is null and g.uid is not null));

        -- Holds remember whose they are (online only), for the client limits.
        insert into holds as h (ticket_type_id, cart_id, quantity, expires_at, client_subject, user_id)
          select p_ticket_type, g.cid, g.q, c.expires_at, g.subj, g.uid
            from (
              select x.cid, sum(x.q)::int as q, max(x.subj) as subj, max(x.uid) as uid
                from unnest(v_cart, v_status, p_quantities, v_subject, v_user)
                     as x(cid, st, q, subj, uid)
               where x.st = 'ok' group by x.cid
            ) g
            join carts c on c.id = g.cid
          on conflict (cart_id, ticket_type_id) where cart_id is not null
          do update set quantity = h.quantity + excluded.quantity,
                        client_subject = coalesce(h.client_subject, excluded.client_subject),
                        user_id = coalesce(excluded.user_id, h.user_id);

        update ticket_types t set held = t.held + v_granted where t.id = p_ticket_type;

        -- docs/product.md §4: a change of the tickets removes the coupon.
        with released as (
          update coupon_uses u set status = 'released', released_at = v_now
           where u.status = 'held'
             and u.cart_id in (
               select x.cid from unnest(v_cart, v_status) as x(cid, st) where x.st = 'ok'
             )
          returning u.cart_id
        )
        select array_agg(distinct r.cart_id) into v_removed from released r;
        if v_removed is not null then
          update carts c set coupon_id = null where c.id = any (v_removed);
        end if;
      end if;

      -- When the type is sold out: how soon its first live hold expires (the in-process sold-out
      -- flag must not outlive it).
      if 'sold_out' = any (v_status) then
        select (extract(epoch from min(h.expires_at) - v_now) * 1000)::bigint into v_release
          from holds h where h.ticket_type_id = p_ticket_type and ${isLive('h.expires_at', 'v_now')};
      end if;

      return query
        select x.i::int,
               x.st,
               x.cid,
               case
                 when c.expires_at is null then p_hold_ms::bigint
                 else greatest((extract(epoch from c.expires_at - v_now) * 1000)::bigint, 0)
               end,
               coalesce(x.cid = any (v_removed), false),
               coalesce((
                 select jsonb_agg(jsonb_build_array(h.ticket_type_id, h.quantity) order by h.id)
                   from holds h where h.cart_id = x.cid
               ), '[]'::jsonb),
               v_release,
               v_max_order,
               v_max_type,
               v_free,
               v_cap
          from unnest(v_status, v_cart) with ordinality as x(st, cid, i)
          left join carts c on c.id = x.cid
          order by x.i;
    end;
    $fn$;
  `.execute(db);

  await sql`
    alter function cart_grant_holds(
      integer, text[], integer[], boolean[], integer[], text[], text[], timestamptz[], text,
      integer, boolean
    ) set enable_seqscan = off;
  `.execute(db);
}
