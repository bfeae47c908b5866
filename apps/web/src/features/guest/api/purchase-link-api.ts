import type { OpenPurchaseLinkBody, PurchasePass, SendPurchaseLinkBody } from '@theatre/contracts';
import { api, type RequestOptions } from '../../../lib/api-client';

/** The reply of POST /send-purchase-link (202): the translated message that names the address. */
export interface PurchaseLinkSent {
  message?: string;
}

/**
 * POST /send-purchase-link → 202 (the catalogue's success toast). `options`: the cart's call
 * options, so a lost cart (`invalid_cart_key`, `cart_expired`) is answered by the cart. 422 carries
 * the field errors (or `cart_empty`), 429 the rate limit's message.
 */
export function sendPurchaseLink(
  body: SendPurchaseLinkBody,
  options?: Pick<RequestOptions, 'handles'>,
): Promise<PurchaseLinkSent | null> {
  return api.post<PurchaseLinkSent | null>('/send-purchase-link', body, options);
}

/**
 * POST /purchase-link/open: what the link gives its holder. An unknown or expired link (403
 * `purchase_link_invalid`) or a malformed one (422) is answered by the opening screen, not toasted.
 */
export function openPurchaseLink(token: string, signal?: AbortSignal): Promise<PurchasePass> {
  const body: OpenPurchaseLinkBody = { token };
  return api.post<PurchasePass>('/purchase-link/open', body, {
    handles: ['purchase_link_invalid', 'validation_failed'],
    ...(signal ? { signal } : {}),
  });
}
