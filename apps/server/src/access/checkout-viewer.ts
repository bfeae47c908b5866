import { purchaseTokenHeader } from '@theatre/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import type { SignedIn } from '../modules/accounts/authenticate-session.js';
import {
  authenticatePurchaseLink,
  type PurchaseLink,
} from '../modules/checkout/open-purchase-link.js';
import type { OrderViewer } from '../modules/checkout/order-access.js';
import { requireUser } from './authentication.js';

/** Who is checking out: a signed-in user, or a guest with a purchase link. */
export type CheckoutViewer =
  { kind: 'user'; user: SignedIn['user'] } | { kind: 'guest'; link: PurchaseLink };

const resolved = new WeakMap<FastifyRequest, Promise<CheckoutViewer>>();

async function resolve(
  request: FastifyRequest,
  deps: Pick<AppDeps, 'db' | 'clock'>,
): Promise<CheckoutViewer> {
  const token = request.headers[purchaseTokenHeader];
  // The purchase link speaks for a guest; the web app sends it only when nobody is signed in.
  if (token !== undefined) {
    const link = await authenticatePurchaseLink(deps, typeof token === 'string' ? token : '');
    return { kind: 'guest', link };
  }
  const { user } = await requireUser(request, deps);
  return { kind: 'user', user };
}

/**
 * The checkout's caller, resolved once per request: the `X-Purchase-Token` header's purchase link
 * (403 `purchase_link_invalid` when unknown or expired), otherwise the bearer token's user (401,
 * 419).
 */
export function checkoutViewer(
  request: FastifyRequest,
  deps: Pick<AppDeps, 'db' | 'clock'>,
): Promise<CheckoutViewer> {
  let viewer = resolved.get(request);
  if (!viewer) {
    viewer = resolve(request, deps);
    resolved.set(request, viewer);
  }
  return viewer;
}

/** The order viewer of a checkout caller. */
export function orderViewerOf(viewer: CheckoutViewer): OrderViewer {
  return viewer.kind === 'user'
    ? { userId: viewer.user.id }
    : { purchaseLinkOrderId: viewer.link.order_id };
}
