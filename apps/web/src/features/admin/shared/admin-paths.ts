import { isAdministrator, type WithRoles } from '@theatre/contracts';
/**
 * The back office's pages, under `/admin` (one lazy route of the app's router; the back office
 * routes within it, so the shop's first load carries a single entry for all of it).
 */
export const adminPaths = {
  overview: (): string => '/admin',
  /** The door: pick a performance. */
  checkIn: (): string => '/admin/check-in',
  /** The door scanner of one performance. */
  checkInEvent: (eventId: number): string => `/admin/check-in/${String(eventId)}`,
  /** The box office: pick a performance. */
  boxOffice: (): string => '/admin/box-office',
  /** The box office's sale screen for one performance. */
  boxOfficeEvent: (eventId: number): string => `/admin/box-office/${String(eventId)}`,
  /** The cashier's cash report and day close (and, for administrators, every close). */
  dayClose: (): string => '/admin/day-close',
  /** One recorded day close (administrators). */
  dayCloseDetails: (closeId: number): string => `/admin/day-close/${String(closeId)}`,
  /** The order search (its query in the URL's search params). */
  orders: (search = ''): string => `/admin/orders${search}`,
  /** One order with everything that happened to it. */
  order: (orderId: number): string => `/admin/orders/${String(orderId)}`,
  /** Group orders paid by bank transfer (cashier, admin; the status filter in the search params). */
  transferOrders: (search = ''): string => `/admin/transfer-orders${search}`,
  transferOrderNew: (): string => '/admin/transfer-orders/new',
  transferOrder: (orderId: number): string => `/admin/transfer-orders/${String(orderId)}`,
  /** The coupons (administrators; the search in the URL's search params). */
  coupons: (search = ''): string => `/admin/coupons${search}`,
  couponNew: (): string => '/admin/coupons/new',
  coupon: (couponId: number): string => `/admin/coupons/${String(couponId)}`,
  couponEdit: (couponId: number): string => `/admin/coupons/${String(couponId)}/edit`,
  /** The users (administrators; the search in the URL's search params). */
  users: (search = ''): string => `/admin/users${search}`,
  user: (userId: number): string => `/admin/users/${String(userId)}`,
  /** The programme: productions with their performances (administrators). */
  programme: (): string => '/admin/programme',
  productionNew: (): string => '/admin/programme/new',
  production: (productionId: number): string =>
    `/admin/programme/productions/${String(productionId)}`,
  performanceNew: (productionId: number): string =>
    `/admin/programme/productions/${String(productionId)}/performances/new`,
  programmePerformance: (eventId: number): string =>
    `/admin/programme/performances/${String(eventId)}`,
  /** The venues and their halls (administrators), part of the programme. */
  venues: (): string => '/admin/programme/venues',
  /** The seat-map editor of a hall (administrators), reached from the venues page. */
  seatMap: (hallId: number): string => `/admin/programme/halls/${String(hallId)}/seat-map`,
  /** The information and document pages (administrators). */
  content: (): string => '/admin/content',
  contentNew: (): string => '/admin/content/new',
  contentPage: (documentId: number): string => `/admin/content/${String(documentId)}`,
  /** The public settings, the sales rules and the maintenance switch (administrators). */
  settings: (): string => '/admin/settings',
  /** The e-mail texts per kind and language (administrators, decision 0051). */
  mailTexts: (): string => '/admin/mail-texts',
  mailText: (kind: string, locale: string): string => `/admin/mail-texts/${kind}/${locale}`,
  /** Sales, occupancy and revenue (administrators; the range in the URL's search params). */
  reports: (search = ''): string => `/admin/reports${search}`,
  /** The whole audit trail (administrators; the filters in the URL's search params). */
  audit: (search = ''): string => `/admin/audit${search}`,
  /** The security log (administrators; the filters in the URL's search params). */
  securityLog: (search = ''): string => `/admin/security-log${search}`,
  /** The browsers' error reports (administrators). */
  clientErrors: (): string => '/admin/client-errors',
} as const;

/**
 * What a page's finer powers depend on (decision 0057): `admin` for an administrator (any till,
 * settling alerts and refunds, admitted tickets back), `cashier` for every other staff member
 * (their own till). Which areas a user opens at all depends on their permissions.
 */
export type StaffPower = 'cashier' | 'admin';

/** The finer power of a staff member's roles (pure). */
export function staffPowerOf(user: WithRoles): StaffPower {
  return isAdministrator(user) ? 'admin' : 'cashier';
}
