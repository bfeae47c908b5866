// The back office's pages for the accessibility audit (a11y-routes.spec.ts): each route's
// pattern and the address that opens one of it, from the ids the audit reads from the database.

/** The ids the addresses need. */
export interface AdminIds {
  event: number;
  production: number;
  hall: number;
  order: number;
  coupon: number;
  user: number;
  close: number;
  /** A group order by bank transfer (another order's id when none was taken yet: its not-found). */
  transferOrder: number;
}

/** Every page of the back office, with the address that opens one of it. */
export const adminPages: [string, (ids: AdminIds) => string][] = [
  ['/admin', () => '/admin'],
  ['/admin/check-in', () => '/admin/check-in'],
  ['/admin/check-in/:eventId', (ids) => `/admin/check-in/${ids.event}`],
  ['/admin/box-office', () => '/admin/box-office'],
  ['/admin/box-office/:eventId', (ids) => `/admin/box-office/${ids.event}`],
  ['/admin/day-close', () => '/admin/day-close'],
  ['/admin/day-close/:closeId', (ids) => `/admin/day-close/${ids.close}`],
  ['/admin/orders', () => '/admin/orders'],
  ['/admin/orders/:orderId', (ids) => `/admin/orders/${ids.order}`],
  ['/admin/coupons', () => '/admin/coupons'],
  ['/admin/coupons/new', () => '/admin/coupons/new'],
  ['/admin/coupons/:couponId', (ids) => `/admin/coupons/${ids.coupon}`],
  ['/admin/coupons/:couponId/edit', (ids) => `/admin/coupons/${ids.coupon}/edit`],
  ['/admin/users', () => '/admin/users'],
  ['/admin/users/:userId', (ids) => `/admin/users/${ids.user}`],
  ['/admin/programme', () => '/admin/programme'],
  ['/admin/programme/new', () => '/admin/programme/new'],
  ['/admin/programme/venues', () => '/admin/programme/venues'],
  [
    '/admin/programme/halls/:hallId/seat-map',
    (ids) => `/admin/programme/halls/${ids.hall}/seat-map`,
  ],
  [
    '/admin/programme/productions/:productionId',
    (ids) => `/admin/programme/productions/${ids.production}`,
  ],
  [
    '/admin/programme/productions/:productionId/performances/new',
    (ids) => `/admin/programme/productions/${ids.production}/performances/new`,
  ],
  ['/admin/programme/performances/:eventId', (ids) => `/admin/programme/performances/${ids.event}`],
  ['/admin/content', () => '/admin/content'],
  ['/admin/content/:documentId', () => '/admin/content/11'],
  ['/admin/content/:documentId', () => '/admin/content/new'],
  ['/admin/settings', () => '/admin/settings'],
  ['/admin/mail-texts', () => '/admin/mail-texts'],
  ['/admin/mail-texts/:kind/:locale', () => '/admin/mail-texts/order_paid/hu'],
  ['/admin/reports', () => '/admin/reports'],
  ['/admin/client-errors', () => '/admin/client-errors'],
  ['/admin/audit', () => '/admin/audit'],
  ['/admin/security-log', () => '/admin/security-log'],
  ['/admin/transfer-orders', () => '/admin/transfer-orders'],
  ['/admin/transfer-orders/new', () => '/admin/transfer-orders/new'],
  ['/admin/transfer-orders/:orderId', (ids) => `/admin/transfer-orders/${ids.transferOrder}`],
  ['/admin/*', () => '/admin/no-such-page'],
];
