import type { OrderReply, OrderStoreBody } from '@theatre/contracts';
import { api, type RequestOptions } from '../../../lib/api-client';

/**
 * POST /order/store → 201 the order (the 'Sikeres Létrehozás!' toast, docs/product.md §8).
 * `options`: the cart's call options, so a lost cart (`invalid_cart_key`, `cart_expired`) is
 * answered by the cart, not toasted. 422 carries the field errors; 409 a ticket sold out meanwhile.
 */
export function storeOrder(
  body: OrderStoreBody,
  options?: Pick<RequestOptions, 'handles'>,
): Promise<OrderReply> {
  return api.post<OrderReply>('/order/store', body, options);
}
