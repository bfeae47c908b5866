import type { Locale } from '@theatre/i18n';
import { translate } from '@theatre/i18n';
import { cartHoldMs, type CartReply } from '@theatre/contracts';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import { hashCartKey, isIssuedCartKey } from './cart-key.js';
import { listCartLines, type CartRow, type Channel } from './cart.repository.js';
import { chargesTechFee, metaForChannel } from './channel-fee.js';
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
    /** The cart's channel ('online' when left out): the box office may charge no fee. */
    channel?: Channel;
    /** The cart, when `lines` are the grant's counts: a seated performance's are read as seats. */
    cartId?: number | null;
  },
): Promise<CartReply> {
  const [cached, coupon, chargesFee] = await Promise.all([
    deps.ticketMeta.get(input.lines.map((line) => line.ticketTypeId)),
    input.couponId === null ? undefined : loadCoupon(deps.db, input.couponId),
    chargesTechFee(deps.db, input.channel ?? 'online'),
  ]);
  const meta = metaForChannel(cached, chargesFee);
  let lines = input.lines;
  if (
    input.cartId != null &&
    lines.some((line) => !line.seat && meta.get(line.ticketTypeId)?.seated === true)
  ) {
    lines = await listCartLines(deps.db, input.cartId);
    const more = lines.filter((line) => !meta.has(line.ticketTypeId));
    if (more.length > 0) {
      for (const [id, value] of await deps.ticketMeta.get(more.map((l) => l.ticketTypeId))) {
        meta.set(id, chargesFee ? value : { ...value, fee: 0 });
      }
    }
  }
  return buildCartReply({
    lines,
    meta,
    coupon: coupon ?? null,
    remainingMs: input.remainingMs ?? cartHoldMs,
    infoMsg: input.couponRemoved ? translate(input.locale, 'messages.coupon_removed') : undefined,
  });
}
