import type { BoxOfficeSaleReply, CartReply } from '@theatre/contracts';
import { createShow, type ShowOptions } from '../cart/cart-test-kit.js';
import type { CheckoutWorld } from '../checkout/checkout-test-kit.js';

/** What the box office's integration tests share: a box-office cart, a sale at the desk. */

export type Reply<T> = T & { code?: string; message?: string; errors?: Record<string, string[]> };

/** The sale channel's calls (`/api/sale/{key}/...`), as the given staff member (or nobody). */
export function saleCalls(world: CheckoutWorld) {
  const { call } = world.client;
  return {
    add: (key: string, id: number, token?: string) =>
      call<Reply<CartReply>>('POST', `/api/sale/${key}/add`, {
        body: { id, cart_key: key },
        ...(token ? { token } : {}),
      }),
    remove: (key: string, id: number, token?: string) =>
      call<Reply<CartReply>>('POST', `/api/sale/${key}/remove`, {
        body: { id, cart_key: key },
        ...(token ? { token } : {}),
      }),
    del: (key: string, id: number, token?: string) =>
      call<Reply<CartReply>>('POST', `/api/sale/${key}/delete`, {
        body: { id, cart_key: key },
        ...(token ? { token } : {}),
      }),
    get: (key: string, token?: string) =>
      call<Reply<CartReply>>('GET', `/api/sale/${key}`, token ? { token } : {}),
    coupon: (key: string, code: string, token?: string, lang: 'hu' | 'en' = 'en') =>
      call<Reply<CartReply>>('POST', `/api/sale/${key}/coupon`, {
        body: { coupon_id: code, cart_key: key },
        lang,
        ...(token ? { token } : {}),
      }),
    dropCoupon: (key: string, token?: string) =>
      call<Reply<null>>('POST', `/api/sale/${key}/coupon/delete`, {
        body: { cart_key: key },
        ...(token ? { token } : {}),
      }),
  };
}

/**
 * Whether the desk charges the technical fee (the sales setting `desk_tech_fee`, decision 0044),
 * set by an administrator as the settings page does: the other sales rules kept as they are.
 */
export async function setDeskTechFee(world: CheckoutWorld, adminToken: string, on: boolean) {
  const { call } = world.client;
  const current = await call<{ sales: Record<string, unknown> }>('GET', '/api/admin/settings', {
    token: adminToken,
  });
  const { max_tickets_per_order, max_tickets_per_type, tech_fee, tech_fee_vat_rate } =
    current.body.sales;
  const saved = await world.t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/sales',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: {
      max_tickets_per_order,
      max_tickets_per_type,
      tech_fee,
      tech_fee_vat_rate,
      desk_tech_fee: on,
    },
  });
  if (saved.statusCode !== 200) throw new Error(`settings/sales answered ${saved.statusCode}`);
}

/** A box-office cart holding `quantity` tickets of a new performance's ticket type. */
export async function boxOfficeCart(
  world: CheckoutWorld,
  token: string,
  options: ShowOptions & { quantity?: number } = {},
) {
  const show = await createShow(world.t.database.db, { price: 5000, techFee: 290, ...options });
  const key = await world.client.newKey();
  const sale = saleCalls(world);
  for (let index = 0; index < (options.quantity ?? 2); index += 1) {
    const added = await sale.add(key, show.typeId, token);
    if (added.status !== 200) throw new Error(`sale add answered ${added.status}`);
  }
  return { key, ...show };
}

/** POST /api/admin/box-office/sales. */
export function sell(world: CheckoutWorld, token: string, body: object, lang: 'hu' | 'en' = 'en') {
  return world.client.call<Reply<BoxOfficeSaleReply>>('POST', '/api/admin/box-office/sales', {
    body,
    token,
    lang,
  });
}

/** A cash sale of a new performance's tickets at the desk: answers the reply. */
export async function cashSale(
  world: CheckoutWorld,
  token: string,
  options: ShowOptions & { quantity?: number; method?: 1 | 2 } = {},
): Promise<BoxOfficeSaleReply & { typeId: number; eventId: number }> {
  const cart = await boxOfficeCart(world, token, options);
  const method = options.method ?? 1;
  const reply = await sell(world, token, {
    cart_key: cart.key,
    payment_method: method,
    ...(method === 2 ? { card_approved: true } : {}),
    needs_invoice: 0,
  });
  if (reply.status !== 201) throw new Error(`sale answered ${reply.status}: ${reply.body.message}`);
  return { ...reply.body, typeId: cart.typeId, eventId: cart.eventId };
}
