import type { CartReply } from '@theatre/contracts';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'kysely';
import type { TestApp } from '../../../test/test-app.js';
import type { Db } from '../../db/database.js';

/**
 * What the cart integration tests share: performances made for the test (so no test depends on the
 * demo season's numbers), and the cart calls.
 */

let showCounter = 0;

export interface ShowOptions {
  capacity?: number;
  price?: number;
  sold?: number;
  typeVipOnly?: boolean;
  eventVipOnly?: boolean;
  published?: boolean;
  saleStartsAt?: Date | null;
  saleEndsAt?: Date | null;
  techFee?: number | null;
  /** More ticket types of the same performance. */
  extraTypes?: number;
}

/** A performance tomorrow evening with one ticket type (or more); answers their ids. */
export async function createShow(db: Db, options: ShowOptions = {}) {
  showCounter += 1;
  const unique = `${Date.now().toString(36)}-${showCounter}-${Math.random().toString(36).slice(2, 7)}`;
  const production = await db
    .insertInto('productions')
    .values({
      key: `test-${unique}`,
      name: `Próbaelőadás ${showCounter}`,
      name_en: `Test show ${showCounter}`,
      author: '',
      author_en: '',
      description: '',
      description_en: '',
      duration_minutes: 90,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const venue = await db.selectFrom('venues').select('id').executeTakeFirstOrThrow();
  const event = await db
    .insertInto('events')
    .values({
      production_id: production.id,
      venue_id: venue.id,
      url: `test-${unique}`,
      starts_at: new Date(Date.now() + 86_400_000),
      sale_starts_at: options.saleStartsAt ?? null,
      sale_ends_at: options.saleEndsAt ?? null,
      vip_only: options.eventVipOnly ?? false,
      published: options.published ?? true,
      tech_fee: options.techFee ?? null,
    })
    .returning(['id', 'url'])
    .executeTakeFirstOrThrow();
  const typeIds: number[] = [];
  for (let index = 0; index <= (options.extraTypes ?? 0); index += 1) {
    const type = await db
      .insertInto('ticket_types')
      .values({
        event_id: event.id,
        name: `Jegy ${index + 1}`,
        name_en: `Ticket ${index + 1}`,
        price: (options.price ?? 5000) + index * 1000,
        capacity: options.capacity ?? 100,
        sold: options.sold ?? 0,
        vip_only: options.typeVipOnly ?? false,
        sort_order: index,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    typeIds.push(type.id);
  }
  const [typeId] = typeIds;
  if (typeId === undefined) throw new Error('no ticket type');
  return { eventId: event.id, url: event.url, typeId, typeIds };
}

/** Moves a cart's clock (and its holds' and coupon use's) so it expired `agoMs` ago. */
export async function expireCart(db: Db, cartKeyHash: string, agoMs = 1000): Promise<void> {
  const at = sql<Date>`clock_timestamp() - make_interval(secs => ${agoMs / 1000})`;
  await db
    .updateTable('carts')
    .set({ expires_at: at })
    .where('key_hash', '=', cartKeyHash)
    .execute();
  for (const table of ['holds', 'coupon_uses'] as const) {
    await db
      .updateTable(table)
      .set({ expires_at: at })
      .where('cart_id', 'in', (eb) =>
        eb.selectFrom('carts').select('id').where('key_hash', '=', cartKeyHash),
      )
      .execute();
  }
}

export async function liveHeld(db: Db, typeId: number): Promise<number> {
  const row = await db
    .selectFrom('holds')
    .select(sql<number>`coalesce(sum(quantity), 0)::int`.as('held'))
    .where('ticket_type_id', '=', typeId)
    .where(sql<boolean>`expires_at > clock_timestamp()`)
    .executeTakeFirstOrThrow();
  return row.held;
}

export type CartBody = CartReply & {
  code?: string;
  message?: string;
  errors?: Record<string, string[]>;
};

/** Ticket types whose `held` differs from the sum of their hold rows (must be none). */
export async function heldMismatches(db: Db) {
  const { rows } = await sql<{ id: number; held: number; rows_sum: number }>`
    select t.id, t.held, coalesce(sum(h.quantity), 0)::int as rows_sum
      from ticket_types t left join holds h on h.ticket_type_id = t.id
     group by t.id
    having t.held <> coalesce(sum(h.quantity), 0)
  `.execute(db);
  return rows;
}

export interface CartResult<T = CartBody> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** The cart calls of the tests, through `app.inject` (English messages unless asked). */
export function cartClient(app: TestApp['app']) {
  const call = async <T = CartBody>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: {
      body?: object;
      token?: string;
      lang?: 'hu' | 'en';
      headers?: Record<string, string>;
      /** The client address (127.0.0.1 unless given). */
      ip?: string;
    } = {},
  ): Promise<CartResult<T>> => {
    const res = await app.inject({
      method,
      url,
      payload: options.body,
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      headers: {
        'accept-language': options.lang ?? 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    });
    return {
      status: res.statusCode,
      body: (res.body ? res.json() : null) as T,
      headers: res.headers,
    };
  };
  return {
    call,
    newKey: async (): Promise<string> => {
      const res = await call<{ cart_key: string }>('GET', '/api/cart/get-key');
      if (res.status !== 200) throw new Error(`get-key answered ${res.status}`);
      return res.body.cart_key;
    },
    /** `ip`: the buyer's client address (127.0.0.1 unless given; see the per-client limits). */
    add: (key: string, id: number, token?: string, ip?: string) =>
      call('POST', `/api/cart/${key}/add`, {
        body: { id, cart_key: key, logged_in: 1 },
        token,
        ...(ip ? { ip } : {}),
      }),
    remove: (key: string, id: number) =>
      call('POST', `/api/cart/${key}/remove`, { body: { id, cart_key: key } }),
    del: (key: string, id: number) =>
      call('POST', `/api/cart/${key}/delete`, { body: { id, cart_key: key } }),
    login: async (email: string, password: string): Promise<string> => {
      const res = await call<{ token: string }>('POST', '/api/login', {
        body: { email, password },
      });
      if (res.status !== 200) throw new Error(`login answered ${res.status}`);
      return res.body.token;
    },
  };
}

/** The challenge of a 428 `challenge_required` reply (ALTCHA's proof of work). */
export interface ChallengeReply {
  code?: string;
  message?: string;
  challenge?: Challenge;
}

/**
 * Solves a 428 reply's challenge as a browser would (altcha-lib's solver, PBKDF2 by Node's crypto)
 * and answers the add body's `challenge` field: ALTCHA's payload, base64 JSON.
 */
export async function solveChallengeOf(reply: ChallengeReply): Promise<string> {
  const { challenge } = reply;
  if (!challenge) throw new Error(`no challenge in the reply: ${JSON.stringify(reply)}`);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
