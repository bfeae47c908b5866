import { sql, type Kysely } from 'kysely';

/**
 * The cart (decision 0011): carts named by the hash of their key, holds that count against a ticket
 * type's capacity until they expire or are sold, coupons with their targets and uses, the
 * technical fee per performance, and `cart_grant_holds`, the one statement that grants holds.
 *
 * `ticket_types.held` is the sum of the type's hold rows, changed in the same transactions, so
 * `sold + held <= capacity` is a constraint. Expired holds are reclaimed (deleted, `held`
 * decremented) by the next grant of their type under its row lock, and by housekeeping. What is
 * *available* counts only live holds: capacity − sold − held + the expired holds not reclaimed yet.
 * An expired hold stops counting the instant it expires, in the granting call and in what
 * visitors see (decision 0011).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- null: the shop-wide fee of the 'sales' setting.
    alter table events add column tech_fee integer check (tech_fee >= 0);

    -- The quantities of the type's hold rows (live or expired and not reclaimed yet).
    alter table ticket_types add column held integer not null default 0;
    alter table ticket_types add constraint ticket_types_held check (held >= 0);
    alter table ticket_types add constraint ticket_types_not_overheld check (sold + held <= capacity);

    create table coupons (
      id serial primary key,
      code text not null,
      name text not null default '',
      name_en text not null default '',
      kind text not null check (kind in ('percent', 'fixed')),
      -- percent: 1-100; fixed: forints off the applicable ticket lines.
      value integer not null check (value > 0),
      valid_from timestamptz,
      valid_until timestamptz,
      max_uses integer check (max_uses > 0),
      max_uses_per_user integer check (max_uses_per_user > 0),
      active boolean not null default true,
      created_at timestamptz not null default now(),
      constraint coupons_percent check (kind <> 'percent' or value <= 100)
    );
    create unique index coupons_code on coupons (lower(code));

    -- What a coupon applies to: none listed means every performance.
    create table coupon_targets (
      id serial primary key,
      coupon_id integer not null references coupons (id) on delete cascade,
      event_id integer references events (id) on delete cascade,
      ticket_type_id integer references ticket_types (id) on delete cascade,
      check ((event_id is null) <> (ticket_type_id is null))
    );
    create index coupon_targets_coupon on coupon_targets (coupon_id);

    create table carts (
      id bigserial primary key,
      -- SHA-256 of the cart key: the key is the holder's only claim to the cart.
      key_hash text not null unique,
      channel text not null default 'online' check (channel in ('online', 'box_office')),
      user_id integer references users (id) on delete set null,
      coupon_id integer references coupons (id),
      -- Set by the first ticket and never moved: the countdown cannot be reset.
      expires_at timestamptz,
      created_at timestamptz not null default now(),
      -- The order was stored from this cart: its key is spent.
      retired_at timestamptz
    );
    -- Housekeeping finds expired carts, and carts never used (null), through this one index.
    create index carts_expires on carts (expires_at);

    -- A use of a coupon counts against its limits while it is held by a live cart, reserved by an
    -- order awaiting payment, or consumed by a paid order.
    create table coupon_uses (
      id bigserial primary key,
      coupon_id integer not null references coupons (id) on delete cascade,
      cart_id bigint references carts (id) on delete set null,
      order_id integer references orders (id) on delete set null,
      user_id integer references users (id) on delete set null,
      email text,
      status text not null check (status in ('held', 'reserved', 'consumed', 'released')),
      expires_at timestamptz,
      created_at timestamptz not null default now(),
      released_at timestamptz
    );
    create index coupon_uses_coupon on coupon_uses (coupon_id) where status <> 'released';
    create index coupon_uses_cart on coupon_uses (cart_id) where status = 'held';

    create table holds (
      id bigserial primary key,
      ticket_type_id integer not null references ticket_types (id),
      -- No foreign key (its check would cost every grant a query per cart): carts are deleted only
      -- without holds, and a hold whose cart went would still expire and be reclaimed.
      cart_id bigint,
      order_id integer references orders (id) on delete cascade,
      quantity integer not null check (quantity > 0),
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      check (cart_id is not null or order_id is not null)
    );
    create unique index holds_cart_type on holds (cart_id, ticket_type_id) where cart_id is not null;
    create index holds_expiry on holds (ticket_type_id, expires_at) include (quantity);
    create index holds_order on holds (order_id) where order_id is not null;
  `.execute(db);

  /*
   * Reclaims a ticket type's expired holds: deletes them and takes them off `held`. The caller
   * holds the ticket type's row lock (cart_grant_holds) or this takes it (housekeeping), so every
   * expired hold is taken off exactly once. Answers how many tickets came back.
   */
  await sql`
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
  `.execute(db);

  await createGrantHoldsFunction(db);

  /*
   * Every access in these functions is by index. PL/pgSQL keeps a generic plan per statement, and
   * one made while the tables were still empty (a new shop's first sale) scans them whole, for
   * the life of the connection. Custom plans each call cost twice the time; this keeps the cached
   * plans on the indexes from the first call.
   */
  await sql`
    alter function cart_reclaim_holds(integer, timestamptz) set enable_seqscan = off;
    alter function cart_grant_holds(integer, text[], integer[], boolean[], integer[], text, integer)
      set enable_seqscan = off;
  `.execute(db);
}

/*
 * Grants one ticket type's holds to a batch of carts in one call (one statement from the
 * client, so no lock is held across round trips). Under the ticket type's row lock it reclaims
 * the type's expired holds and then grants at most capacity − sold − held, whatever other
 * processes do. Requests are granted in the order given (arrival order).
 *
 * Locks, always in this order everywhere: carts (by key hash), then ticket types (by id).
 *
 * Per request the status is one of: ok, invalid_key, expired, not_found, sale_closed,
 * limit_order, limit_type, sold_out.
 */
export async function createGrantHoldsFunction(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function cart_grant_holds(
      p_ticket_type integer,
      p_hashes text[],
      p_quantities integer[],
      p_vips boolean[],
      p_user_ids integer[],
      p_channel text,
      p_hold_ms integer
    ) returns table (
      idx integer,
      status text,
      cart_id bigint,
      remaining_ms bigint,
      coupon_removed boolean,
      lines jsonb,
      release_in_ms bigint,
      max_order integer,
      max_type integer
    )
    language plpgsql volatile
    as $fn$
    #variable_conflict use_column
    declare
      v_type record;
      v_now timestamptz;
      v_expiry timestamptz;
      v_available integer;
      v_granted integer;
      v_settings jsonb;
      v_max_order integer;
      v_max_type integer;
      v_visible boolean;
      v_on_sale boolean;
      v_status text[];
      v_cart bigint[];
      v_removed bigint[];
      v_release bigint;
    begin
      v_now := clock_timestamp();
      v_expiry := v_now + make_interval(secs => p_hold_ms / 1000.0);
      -- Carts first, locked in one global order. A new cart is created by its first add, with
      -- the expiry its first ticket gives it (taken back below if it gets none).
      insert into carts (key_hash, channel, expires_at)
        select distinct h, p_channel, v_expiry from unnest(p_hashes) as h order by 1
        on conflict (key_hash) do nothing;
      perform 1 from carts c where c.key_hash = any (p_hashes) order by c.key_hash for update;

      -- Then the ticket type: every grant of this type waits here. Its expired holds are
      -- reclaimed under the lock, so held counts live holds only.
      perform cart_reclaim_holds(p_ticket_type, v_now);
      select t.capacity, t.sold, t.held, t.vip_only, e.vip_only as event_vip, e.published,
             e.starts_at, e.sale_starts_at, e.sale_ends_at
        into v_type
        from ticket_types t join events e on e.id = t.event_id
        where t.id = p_ticket_type;
      v_available := greatest(coalesce(v_type.capacity - v_type.sold - v_type.held, 0), 0);

      select s.value into v_settings from settings s where s.key = 'sales';
      v_max_order := coalesce((v_settings ->> 'max_tickets_per_order')::int, 10);
      v_max_type := coalesce((v_settings ->> 'max_tickets_per_type')::int, 10);
      v_visible := v_type.published is true and v_type.starts_at > v_now;
      v_on_sale := (v_type.sale_starts_at is null or v_type.sale_starts_at <= v_now)
        and (v_type.sale_ends_at is null or v_type.sale_ends_at > v_now);

      with req as (
        select r.i::int as i, r.h, r.q, r.vip
          from unnest(p_hashes, p_quantities, p_vips) with ordinality as r(h, q, vip, i)
      ),
      pre as (
        select req.i, req.q, c.id as cid,
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
      cap as (
        select lim.*,
               coalesce(st, case
                 when sum(q) filter (where st is null) over (order by i) <= v_available then 'ok'
                 else 'sold_out'
               end) as final
          from lim
      )
      select array_agg(final order by i), array_agg(cid order by i),
             coalesce(sum(q) filter (where final = 'ok'), 0)::int
        into v_status, v_cart, v_granted
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

        insert into holds as h (ticket_type_id, cart_id, quantity, expires_at)
          select p_ticket_type, g.cid, g.q, c.expires_at
            from (
              select x.cid, sum(x.q)::int as q
                from unnest(v_cart, v_status, p_quantities) as x(cid, st, q)
               where x.st = 'ok' group by x.cid
            ) g
            join carts c on c.id = g.cid
          on conflict (cart_id, ticket_type_id) where cart_id is not null
          do update set quantity = h.quantity + excluded.quantity;

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
          from holds h where h.ticket_type_id = p_ticket_type and h.expires_at > v_now;
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
               v_max_type
          from unnest(v_status, v_cart) with ordinality as x(st, cid, i)
          left join carts c on c.id = x.cid
          order by x.i;
    end;
    $fn$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop function cart_grant_holds(integer, text[], integer[], boolean[], integer[], text, integer);
    drop function cart_reclaim_holds(integer, timestamptz);
    drop table holds, coupon_uses, carts, coupon_targets, coupons;
    alter table ticket_types drop constraint ticket_types_not_overheld,
      drop constraint ticket_types_held, drop column held;
    alter table events drop column tech_fee;
  `.execute(db);
}
