import type { orderStoreBody, OrderReply, TicketDelivery } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { handOverCart, takeCartForOrder, type CartForOrder } from '../cart/hand-over-cart.js';
import {
  findOrder,
  insertOrder,
  listOrderLines,
  type NewOrderLine,
} from './checkout.repository.js';
import { orderReplyOf } from './order-view.js';
import { bindPurchaseLinkOrder } from './purchase-links.repository.js';

type Body = z.output<typeof orderStoreBody>;

/** The cart's channel: 'online' for the shop, 'box_office' for the cashiers' sale. */
type Channel = Parameters<typeof takeCartForOrder>[3];

export interface Buyer {
  userId: number | null;
  name: string;
  email: string;
  /** A guest's purchase link, which the order is bound to (one link, one order). */
  purchaseLinkId?: number;
}

/** The billing fields of an order's body: the shop's checkout and the box office's sale. */
export type OrderBillingInput = Pick<
  Body,
  | 'needs_invoice'
  | 'is_company'
  | 'tax_number'
  | 'name'
  | 'billing_name'
  | 'country'
  | 'zip'
  | 'city'
  | 'street_name'
  | 'public_place_category'
  | 'house_number'
  | 'building'
  | 'stairway'
  | 'floor'
  | 'door'
  | 'comment'
>;

/** The billing form as printed on the invoice; null for a receipt. */
export function billingOf(body: OrderBillingInput): object | null {
  if (body.needs_invoice !== 1) return null;
  const text = (value: string | null | undefined): string | null =>
    value === undefined || value === null || value.trim() === '' ? null : value.trim();
  return {
    is_company: body.is_company ?? false,
    tax_number: body.is_company ? text(body.tax_number) : null,
    name: text(body.name),
    billing_name: text(body.billing_name),
    country: (body.country ?? '').trim().toUpperCase(),
    zip: text(body.zip),
    city: text(body.city),
    street_name: text(body.street_name),
    public_place_category: text(body.public_place_category),
    house_number: text(body.house_number),
    building: text(body.building),
    stairway: text(body.stairway),
    floor: text(body.floor),
    door: text(body.door),
    comment: text(body.comment),
  };
}

export interface CartOrderInput {
  cartKey: string;
  /** The cart's channel: 'online' for the shop, 'box_office' for the cashiers' sale. */
  channel: Channel;
  buyer: Pick<Buyer, 'userId' | 'name' | 'email'>;
  language: Locale;
  /** The invoice's billing data (billingOf); null for a receipt. */
  billing: object | null;
  ticketDelivery: TicketDelivery;
  /** 1 = cash, 2 = card (the default). */
  paymentMethod?: 1 | 2;
  /** The staff member selling at the box office. */
  soldBy?: number | null;
  /** Where the buyer places the order from (http/link-origin.ts). */
  linkOrigin?: string;
}

/**
 * Stores the order of a cart inside the caller's transaction (the shop's POST /order/store, the
 * box office's sale): the cart is locked and priced from the database (no price comes from the
 * client); the order keeps a snapshot of its lines, prices and billing data; the cart's holds move
 * to the order, its coupon use is reserved, and its key is spent. Answers the order's id.
 */
export async function storeCartOrder(
  trx: Transaction<Database>,
  deps: { config: Pick<Config, 'appSecret'> },
  input: CartOrderInput,
): Promise<{ id: number; cart: CartForOrder }> {
  const { buyer } = input;
  const cart = await takeCartForOrder(trx, deps, input.cartKey, input.channel);
  // A seat's zone, by performance and seat (one hall's seat ids repeat across its performances).
  const zones = new Map<string, number>();
  for (const line of cart.lines) {
    const meta = cart.meta.get(line.ticketTypeId);
    if (line.seat && meta)
      zones.set(`${String(meta.event_id)}:${String(line.seat.id)}`, line.seat.zoneId);
  }
  const lines: NewOrderLine[] = cart.priced.items.map((item): NewOrderLine => {
    const kind =
      item.coupon_id !== undefined ? 'discount' : item.tech_fee !== undefined ? 'fee' : 'ticket';
    const meta = kind === 'ticket' ? cart.meta.get(Number(item.id)) : undefined;
    const seat =
      item.seat && meta
        ? {
            hall_seat_id: item.seat.id,
            zone_id: zones.get(`${String(meta.event_id)}:${String(item.seat.id)}`) ?? meta.id,
            seat: JSON.stringify(item.seat),
          }
        : {};
    return {
      ...seat,
      kind,
      ticket_type_id: meta?.id ?? null,
      name: item.name,
      name_en: item.name_translations.en,
      event_id: meta?.event_id ?? null,
      event_name: meta?.event_name ?? null,
      event_name_en: meta?.event_name_en ?? null,
      event_start: meta?.start_date ?? null,
      quantity: item.quantity,
      unit_price: item.price,
      total: item.total,
      discounted: meta && cart.discountedTypes ? cart.discountedTypes.has(meta.id) : null,
      unit_fee: meta ? meta.fee : null,
    };
  });
  const { summary } = cart.priced;
  const id = await insertOrder(
    trx,
    {
      user_id: buyer.userId,
      buyer_name: buyer.name,
      buyer_email: buyer.email,
      language: input.language,
      channel: input.channel,
      needs_invoice: input.billing !== null,
      billing: input.billing,
      ticket_delivery: input.ticketDelivery,
      coupon_id: summary.discount > 0 ? cart.couponId : null,
      ticket_total: summary.ticket_total,
      fee_total: summary.fee_total,
      discount: summary.discount,
      total: summary.total,
      expires_at: cart.expiresAt,
      ...(input.paymentMethod === undefined ? {} : { payment_method: input.paymentMethod }),
      ...(input.soldBy === undefined ? {} : { sold_by: input.soldBy }),
      ...(input.linkOrigin === undefined ? {} : { link_origin: input.linkOrigin }),
    },
    lines,
  );
  await handOverCart(trx, cart, { id, userId: buyer.userId, email: buyer.email });
  return { id, cart };
}

/**
 * POST /order/store: stores the order of a cart in one transaction (storeCartOrder). A guest (a
 * purchase link) gets a receipt only (docs/product.md §6) and one order per link.
 */
export async function storeOrder(
  deps: { db: Db; config: Pick<Config, 'appSecret'> },
  input: {
    body: Body;
    buyer: Buyer;
    locale: Locale;
    /** Where the buyer places the order from; its e-mails link back there (demo). */
    linkOrigin?: string;
  },
): Promise<OrderReply> {
  const { body, buyer } = input;
  if (buyer.purchaseLinkId !== undefined && body.needs_invoice === 1) {
    throw new AppError(
      'guest_receipt_only',
      {},
      { needs_invoice: [{ key: 'validation.guest_receipt_only' }] },
    );
  }
  const orderId = await deps.db.transaction().execute(async (trx) => {
    const { id, cart } = await storeCartOrder(trx, deps, {
      cartKey: body.cart_key,
      channel: 'online',
      buyer,
      language: input.locale,
      billing: billingOf(body),
      ticketDelivery: body.ticket_delivery,
      ...(input.linkOrigin === undefined ? {} : { linkOrigin: input.linkOrigin }),
    });
    if (
      buyer.purchaseLinkId !== undefined &&
      !(await bindPurchaseLinkOrder(trx, buyer.purchaseLinkId, { id, cartId: cart.cartId }))
    ) {
      throw new AppError('purchase_link_invalid');
    }
    return id;
  });
  const [order, lines] = await Promise.all([
    findOrder(deps.db, orderId),
    listOrderLines(deps.db, orderId),
  ]);
  if (!order) throw new Error(`Order ${orderId} vanished after it was stored`);
  return orderReplyOf(order, lines);
}
