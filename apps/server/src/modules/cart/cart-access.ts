import type { Locale } from '@theatre/i18n';
import { translate } from '@theatre/i18n';
import { cartHoldMs, type CartReply } from '@theatre/contracts';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import { hashCartKey, isIssuedCartKey } from './cart-key.js';
import type { CartRow } from './cart.repository.js';
import { loadCoupon } from './coupons.repository.js';
import { buildCartReply, type CartLine } from './cart-view.js';
import type { HoldGranter } from '../inventory/hold-granter.js';
import type { TicketMetaCache } from './ticket-meta-cache.js';

/** What the cart use cases need. */
export interface CartDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'appSecret'>;
  holds: HoldGranter;
  ticketMeta: TicketMetaCache;
}

export const invalidCartKey = (): AppError =>
  new AppError('invalid_cart_key', {}, { cart_key: [{ key: 'errors.invalid_cart_key' }] });

/** The stored hash of a key this shop issued; anything else is an invalid cart key. */
export function keyHashOf(deps: Pick<CartDeps, 'config'>, key: string): string {
  if (!isIssuedCartKey(deps.config.appSecret, key)) throw invalidCartKey();
  return hashCartKey(key);
}

/** A cart can be changed while its key is not spent and its ten minutes are not over. */
export function assertUsable(cart: CartRow, channel: CartRow['channel']): void {
  if (cart.retired || cart.channel !== channel) throw invalidCartKey();
  if (cart.expired) throw new AppError('cart_expired');
}

export async function cartReplyOf(
  deps: Pick<CartDeps, 'db' | 'ticketMeta'>,
  input: {
    lines: CartLine[];
    couponId: number | null;
    remainingMs: number | null;
    couponRemoved?: boolean;
    locale: Locale;
  },
): Promise<CartReply> {
  const [meta, coupon] = await Promise.all([
    deps.ticketMeta.get(input.lines.map((line) => line.ticketTypeId)),
    input.couponId === null ? undefined : loadCoupon(deps.db, input.couponId),
  ]);
  return buildCartReply({
    lines: input.lines,
    meta,
    coupon: coupon ?? null,
    remainingMs: input.remainingMs ?? cartHoldMs,
    infoMsg: input.couponRemoved ? translate(input.locale, 'messages.coupon_removed') : undefined,
  });
}
