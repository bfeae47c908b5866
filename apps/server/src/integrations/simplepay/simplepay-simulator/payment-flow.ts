import { messagePageHtml, paymentPageHtml, processedPageHtml } from './payment-page.js';
import type { SimulatorContext } from './simulator-context.js';
import { backParameters, type BackEvent } from './simulator-signature.js';
import type { SimulatedTransaction } from './simulator-transactions.js';
import { cardOutcome } from './test-cards.js';

/**
 * The customer's side: the payment page at `paymentUrl`, and the browser's return to the shop
 * with `r` and `s` appended to `url` or the event's `urls.*`.
 */

export type PageResponse = { status: 200 | 404 | 400 | 409; html: string } | { location: string };

/**
 * The `r` code of each event: 0 for success, otherwise an error code of SimplePay's list
 * (2078 card declined without a reason, 2016 cancelled by the customer, 5016 timed out).
 */
const resultCodes: Record<BackEvent, number> = {
  SUCCESS: 0,
  FAIL: 2078,
  CANCEL: 2016,
  TIMEOUT: 5016,
};

/** The shop's return address for the event, with `r` and `s` appended. */
export function backUrl(
  tx: SimulatedTransaction,
  secretKey: string,
  event: BackEvent,
): string | undefined {
  const target = tx.urls?.[event.toLowerCase() as Lowercase<BackEvent>] ?? tx.url;
  if (target === undefined) return undefined;
  const { r, s } = backParameters(secretKey, {
    r: resultCodes[event],
    t: tx.transactionId,
    e: event,
    m: tx.merchant,
    o: tx.orderRef,
  });
  const hashAt = target.indexOf('#');
  const base = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}r=${encodeURIComponent(r)}&s=${encodeURIComponent(s)}${hash}`;
}

const notFound: PageResponse = {
  status: 404,
  html: messagePageHtml('Payment not found', 'This payment link is not known.'),
};

function redirect(ctx: SimulatorContext, tx: SimulatedTransaction, event: BackEvent): PageResponse {
  const account = ctx.accounts.get(tx.merchant);
  const location = account && backUrl(tx, account.secretKey, event);
  return location ? { location } : notFound;
}

/** GET: the card form, the TIMEOUT return once the deadline has passed, or "already processed". */
export function showPaymentPage(ctx: SimulatorContext, token: string): PageResponse {
  const tx = ctx.store.byToken(token);
  if (!tx) return notFound;
  ctx.expireIfDue(tx);
  if (tx.status === 'TIMEOUT') return redirect(ctx, tx, 'TIMEOUT');
  if (tx.status !== 'INIT') return { status: 200, html: processedPageHtml(tx) };
  return { status: 200, html: paymentPageHtml(tx) };
}

/** POST of the form: pay with the card entered, or cancel. */
export function submitPaymentPage(
  ctx: SimulatorContext,
  token: string,
  form: URLSearchParams,
): PageResponse {
  const tx = ctx.store.byToken(token);
  if (!tx) return notFound;
  ctx.expireIfDue(tx);
  if (tx.status === 'TIMEOUT') return redirect(ctx, tx, 'TIMEOUT');
  if (tx.status !== 'INIT') return { status: 409, html: processedPageHtml(tx) };
  const action = form.get('action') ?? 'pay';
  if (action === 'cancel') {
    ctx.settle(tx, 'CANCELLED');
    return redirect(ctx, tx, 'CANCEL');
  }
  if (action !== 'pay') {
    return { status: 400, html: messagePageHtml('Bad request', 'Unknown action.') };
  }
  switch (cardOutcome(form.get('cardNumber') ?? '')) {
    case 'SUCCESS':
      ctx.settle(tx, 'FINISHED');
      return redirect(ctx, tx, 'SUCCESS');
    case 'FAIL':
      ctx.settle(tx, 'NOTAUTHORIZED');
      return redirect(ctx, tx, 'FAIL');
    case 'TIMEOUT':
      ctx.settle(tx, 'TIMEOUT');
      return redirect(ctx, tx, 'TIMEOUT');
  }
}
