import { formatTime } from '@theatre/i18n';
import type { sendPurchaseLinkBody } from '@theatre/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { hashToken, newSecureToken } from '../../lib/secure-token.js';
import { rateLimits, type RequestContext } from '../accounts/account-rules.js';
import { requireHuman } from '../accounts/require-human.js';
import { takeCartForOrder } from '../cart/hand-over-cart.js';
import { queueMail } from '../notifications/queue-mail.js';
import { linkValidity } from '../notifications/templates/render-mail.js';
import { consumeRateLimits } from '../rate-limits/consume-rate-limit.js';
import { ipSubject } from '../rate-limits/ip-subject.js';
import { insertPurchaseLink } from './purchase-links.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'botCheck' | 'config'>;
type Body = z.output<typeof sendPurchaseLinkBody>;

/** How long a purchase link works: the checkout, then the payment, retries and downloads. */
export const purchaseLinkLifetimeMs = linkValidity.purchase_link.days * 86_400_000;

/**
 * POST /send-purchase-link: a guest who does not register asks for a link to their cart by
 * e-mail (docs/product.md §2, §6; decision 0014). The cart must be one that could be ordered now
 * (the same checks as the order). The link's token is the cart key followed by a new random token:
 * the link gives the cart back without the key being stored, and only the token's hash is kept. The
 * link and its e-mail commit together. Rate limits and the bot check are the account links'.
 */
export async function sendPurchaseLink(
  deps: Deps,
  body: Body,
  context: RequestContext,
): Promise<void> {
  await consumeRateLimits(deps.db, deps.clock, [
    { rule: rateLimits.mailEmail, subject: body.email },
    { rule: rateLimits.mailIp, subject: ipSubject(context.ip) },
  ]);
  await requireHuman(deps.botCheck, body.captcha_token, 'purchase_link', context.ip);
  await deps.db.transaction().execute(async (trx) => {
    const cart = await takeCartForOrder(trx, deps, body.cart_key, 'online');
    const token = `${body.cart_key}${newSecureToken()}`;
    const now = deps.clock.now();
    await insertPurchaseLink(trx, {
      token_hash: hashToken(token),
      email: body.email,
      name: body.name,
      language: context.locale,
      cart_id: cart.cartId,
      expires_at: new Date(now.getTime() + purchaseLinkLifetimeMs),
    });
    await queueMail(trx, deps.config, {
      kind: 'purchase_link',
      to: body.email,
      name: body.name,
      locale: context.locale,
      path: `/cart?purchase=${token}`,
      origin: context.origin ?? null,
      holdUntil: formatTime(cart.expiresAt, context.locale),
    });
  });
}
