import type { CouponCreateBody, OrderReply, PaymentInitReply } from '@theatre/contracts';
import { sql } from 'kysely';
import {
  filledCart,
  payOnPage,
  receiptOrder,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';

/**
 * What the back office's coupon and user tests share: calls as a staff member (any method), a new
 * coupon's body, and carts and orders that use a coupon.
 */

export interface Reply<T> {
  status: number;
  body: T;
}

/** A call to the API as the given user (null: a visitor), in English unless asked otherwise. */
export async function apiCall<T = Record<string, unknown>>(
  world: CheckoutWorld,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  options: { body?: object; lang?: 'hu' | 'en' } = {},
): Promise<Reply<T>> {
  const res = await world.t.app.inject({
    method,
    url,
    ...(options.body === undefined ? {} : { payload: options.body }),
    headers: {
      'accept-language': options.lang ?? 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
}

let couponCounter = 0;

/** A new coupon's body with a code no other test uses: 10 % off everything, no limits. */
export function newCouponBody(overrides: Partial<CouponCreateBody> = {}): CouponCreateBody {
  couponCounter += 1;
  return {
    code: `Adm${Date.now().toString(36)}${couponCounter}`,
    name: `Próbakupon ${couponCounter}`,
    name_en: `Test coupon ${couponCounter}`,
    kind: 'percent',
    value: 10,
    valid_from: null,
    valid_until: null,
    max_uses: null,
    max_uses_per_user: null,
    event_ids: [],
    ...overrides,
  };
}

/** The coupon's changeable fields as they are, for a PUT that changes one or two of them. */
export function changeableOf(coupon: {
  name: string;
  name_en: string;
  valid_from: string | null;
  valid_until: string | null;
  max_uses: number | null;
  max_uses_per_user: number | null;
}) {
  return {
    name: coupon.name,
    name_en: coupon.name_en,
    valid_from: coupon.valid_from,
    valid_until: coupon.valid_until,
    max_uses: coupon.max_uses,
    max_uses_per_user: coupon.max_uses_per_user,
  };
}

/** A cart with two tickets of a new performance; answers its key and the performance. */
export async function cartWithCoupon(
  world: CheckoutWorld,
  code: string,
  token: string | null = null,
) {
  const cart = await filledCart(world, token ?? '', { price: 5000, techFee: 0 });
  const applied = await world.client.call('POST', '/api/coupon/add', {
    body: { coupon_id: code, cart_key: cart.key },
    ...(token ? { token } : {}),
  });
  return { ...cart, status: applied.status, body: applied.body };
}

/**
 * An order of a signed-in buyer that used the coupon: stored (its use reserved), and paid when
 * asked (its use consumed).
 */
export async function orderWithCoupon(
  world: CheckoutWorld,
  token: string,
  code: string,
  options: { pay?: boolean } = {},
): Promise<number> {
  const cart = await cartWithCoupon(world, code, token);
  if (cart.status !== 200) throw new Error(`coupon/add answered ${cart.status}`);
  const stored = await world.client.call<OrderReply>('POST', '/api/order/store', {
    body: receiptOrder(cart.key),
    token,
  });
  if (stored.status !== 201) throw new Error(`order/store answered ${stored.status}`);
  if (options.pay) {
    const start = await world.client.call<PaymentInitReply>(
      'GET',
      `/api/payment/${stored.body.id}`,
      { token },
    );
    await payOnPage(start.body.url ?? '');
    await world.simulator.idle();
  }
  return stored.body.id;
}

/** The coupon's uses by status, straight from the database. */
export async function useStatuses(world: CheckoutWorld, couponId: number) {
  const rows = await world.t.database.db
    .selectFrom('coupon_uses')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .where('coupon_id', '=', couponId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

/** The audit entries about one thing, oldest first. */
export function auditOf(world: CheckoutWorld, entity: string, id: number) {
  return world.t.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'data'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
}
