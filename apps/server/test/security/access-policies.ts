import type { RegisteredRoute } from './route-inventory.js';

/**
 * Who may call each route the app registers: the table the access-control tests check against
 * (access-control-routes.int.test.ts). A route nobody classified fails the suite.
 */

export type Policy =
  /** Anyone: the programme, settings, probes, the account forms (rate limited where it matters). */
  | 'public'
  /** Anyone holding an unguessable capability: a cart key, an e-mailed token, a preview UUID. */
  | 'capability'
  /** SimplePay's IPN: only with a valid HMAC signature. */
  | 'signed'
  /** A signed-in user (bearer token), on their own data only. */
  | 'user'
  /** A signed-in user or a guest's purchase link, on their own orders only. */
  | 'buyer'
  /** Staff, by role: see cashierRoutes; every other staff route is for administrators. */
  | 'staff'
  /** Only from this machine (the development mailbox, the process metrics). */
  | 'loopback';

export const policies: Record<string, Policy> = {
  'GET /api/docs': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs*': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/settings/:type': 'public',
  'GET /api/settings/:type/show': 'public',
  'GET /api/available': 'public',
  'GET /api/health': 'public',
  'GET /api/events': 'public',
  'GET /api/events/:id': 'public',
  'GET /api/events/:id/seat-map': 'public',
  'GET /api/events/:id/seat-status': 'public',
  'GET /api/events/:id/infos': 'public',
  'GET /api/events/:id/ticket-infos': 'public',
  'POST /api/errors': 'public',
  'POST /api/register': 'public',
  'POST /api/login': 'public',
  'POST /api/send-magic-link': 'public',
  'POST /api/send-purchase-link': 'public',
  'POST /api/resend-verification': 'public',
  'POST /api/reset-password': 'public',
  'POST /api/payment/validate': 'public',
  'GET /api/cart/get-key': 'public',
  'GET /api/cart/get-key/:id': 'capability',
  'GET /api/cart/:key': 'capability',
  'POST /api/cart/:key/add': 'capability',
  'POST /api/cart/:key/remove': 'capability',
  'POST /api/cart/:key/delete': 'capability',
  'POST /api/cart/:key/seats': 'capability',
  'POST /api/cart/:key/seats/remove': 'capability',
  'POST /api/cart/:key/seats/ticket-type': 'capability',
  'POST /api/cart/:key/best-available': 'capability',
  'POST /api/coupon/add': 'capability',
  'POST /api/coupon/delete': 'capability',
  'POST /api/set-password': 'capability',
  'POST /api/magic-link/login': 'capability',
  // The e-mailed link that confirms an account's erasure (decision 0054).
  'POST /api/profile/delete/confirm': 'capability',
  'GET /api/verify-email/:user_id/:confirm_token': 'capability',
  'POST /api/purchase-link/open': 'capability',
  'GET /api/preview/:id': 'capability',
  // A moved performance's buyer link (decision 0048): the e-mailed token is the capability.
  'GET /api/performance-moves/:token': 'capability',
  'POST /api/performance-moves/:token/refund': 'capability',
  'GET /api/performance-moves/:token/tickets': 'capability',
  // A refused refund's bank-details form (decision 0053): the e-mailed token is the capability.
  'GET /api/refund-bank-details/:token': 'capability',
  'PUT /api/refund-bank-details/:token': 'capability',
  'POST /api/payment/ipn': 'signed',
  'POST /api/logout': 'user',
  'GET /api/profile': 'user',
  'POST /api/profile/set-password': 'user',
  'POST /api/profile/set-preferences': 'user',
  'GET /api/profile/export': 'user',
  'POST /api/profile/delete': 'user',
  'GET /api/billing-data': 'user',
  'POST /api/billing-data/update': 'user',
  'POST /api/tax_number_validate': 'user',
  'GET /api/get-vip-tickets': 'user',
  // The user's own sessions (decision 0055): another user's session id is 404.
  'GET /api/profile/sessions': 'user',
  'POST /api/profile/sessions/:id/end': 'user',
  'POST /api/profile/sessions/end-others': 'user',
  'GET /api/second-factor': 'user',
  'POST /api/second-factor/session': 'user',
  'POST /api/second-factor/passkey/options': 'user',
  'POST /api/second-factor/passkey/session': 'user',
  'POST /api/second-factor/totp': 'user',
  'POST /api/second-factor/totp/confirm': 'user',
  'DELETE /api/second-factor/totp': 'user',
  'POST /api/second-factor/passkeys/options': 'user',
  'POST /api/second-factor/passkeys': 'user',
  'DELETE /api/second-factor/passkeys/:id': 'user',
  'POST /api/second-factor/recovery-codes': 'user',
  'GET /api/user_orders': 'buyer',
  'POST /api/order/store': 'buyer',
  'GET /api/payment/:id': 'buyer',
  'GET /api/payment/status/:id': 'buyer',
  'GET /api/order/:id/items': 'buyer',
  'GET /api/orders/:id/download_tickets': 'buyer',
  'GET /api/orders/:id/download_receipt': 'buyer',
  'GET /api/invoices/:id/download': 'buyer',
  'GET /api/metrics': 'loopback',
  'GET /api/dev/mailbox': 'loopback',
  'GET /dev/mailbox': 'loopback',
  'GET /dev/mailbox/:id': 'loopback',
  'GET /dev/mailbox/:id/attachments/:attachment_id': 'loopback',
};

/** The staff routes a cashier may call (the box office, the door, order look-up); the rest is admin. */
export const cashierRoutes = new Set([
  'GET /api/admin/performances',
  'POST /api/admin/check-in',
  'GET /api/admin/check-in/:event_id',
  // The door offline (decision 0042): the list a door keeps, and what it admitted meanwhile.
  'GET /api/admin/check-in/:event_id/door-list',
  'POST /api/admin/check-in/sync',
  'GET /api/admin/orders',
  'GET /api/admin/orders/:id',
  'GET /api/admin/orders/:id/tickets',
  'GET /api/admin/documents/:id/download',
  'POST /api/admin/orders/:id/resend-confirmation',
  // A box-office sale of the cashier's own open shift only: cancelOrder refuses the rest (403),
  // as orders/desk-refund.int.test.ts shows.
  'POST /api/admin/orders/:id/cancel',
  // The same for taking some tickets back (refundTickets: 403 on another's sale, as
  // orders/refund-tickets.int.test.ts shows).
  'POST /api/admin/orders/:id/refund-tickets',
  // Exchanging tickets at the desk (decision 0050): any paid order, the cashier's own till.
  'GET /api/admin/orders/:id/exchange',
  'POST /api/admin/orders/:id/exchange',
  'GET /api/admin/box-office/performances/:id',
  // The seats of a seated performance: the box office sells on the map.
  'GET /api/admin/performances/:id/seats',
  'POST /api/admin/box-office/sales',
  // Group orders by bank transfer (decision 0046): taken, downloaded and marked paid at the desk.
  'GET /api/admin/transfer-orders',
  'GET /api/admin/transfer-orders/:id',
  'POST /api/admin/transfer-orders',
  'GET /api/admin/transfer-orders/:id/pro-forma',
  'POST /api/admin/transfer-orders/:id/mark-paid',
  'GET /api/admin/box-office/cash-report',
  'POST /api/admin/box-office/day-closes',
  // A cashier's own day closes only: another's is 404 to them, as
  // box-office/day-close-own.int.test.ts shows.
  'GET /api/admin/box-office/day-closes',
  'GET /api/admin/box-office/day-closes/:id',
  // What needs attention: cashiers see it (a buyer may call the desk); administrators settle it.
  'GET /api/admin/alerts',
  'GET /api/sale/:key',
  'POST /api/sale/:key/add',
  'POST /api/sale/:key/remove',
  'POST /api/sale/:key/delete',
  'POST /api/sale/:key/seats',
  'POST /api/sale/:key/seats/remove',
  'POST /api/sale/:key/seats/ticket-type',
  'POST /api/sale/:key/best-available',
  'POST /api/sale/:key/coupon',
  'POST /api/sale/:key/coupon/delete',
  'POST /api/admin/orders/:id/refunds/:refund_id/pay-out',
  // Not ending a user's sessions, locking an account or the staff idle limit (decision 0055:
  // POST /api/admin/users/:id/end-sessions, POST /api/admin/users/:id/lock,
  // GET and PUT /api/admin/settings/sessions): administrators only.
  // Not the complimentary tickets (decision 0045): giving tickets away is an administrator's
  // decision, as is the allowance.
]);

export const keyOf = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const isStaffRoute = (url: string) => url.startsWith('/api/admin/') || url.startsWith('/api/sale/');
/**
 * The public data files and posters, the files for search engines (decision 0061), and the web
 * app's pages and files (registered only when the web app is built): read-only, the same for
 * everyone.
 */
const isPublicFile = (route: RegisteredRoute) =>
  route.method === 'GET' &&
  (route.url.startsWith('/storage/') ||
    ['/', '/index.html', '/*', '/robots.txt', '/sitemap.xml'].includes(route.url));
export const policyOf = (route: RegisteredRoute): Policy | undefined =>
  isStaffRoute(route.url) ? 'staff' : isPublicFile(route) ? 'public' : policies[keyOf(route)];
