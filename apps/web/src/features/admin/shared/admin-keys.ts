/**
 * Query keys of the back office. They sit under the account's key (`['account', ...]`), which the
 * app drops whenever the session changes, so one staff member's data never shows to the next.
 */
export const adminKeys = {
  all: ['account', 'admin'] as const,
  /** The e-mail texts (decision 0051): the list and one kind × language. */
  mailTexts: () => [...adminKeys.all, 'mail-texts'] as const,
  mailText: (kind: string, locale: string) => [...adminKeys.mailTexts(), kind, locale] as const,
  performances: (from: string, days: number) =>
    [...adminKeys.all, 'performances', from, days] as const,
  checkIn: (eventId: number) => [...adminKeys.all, 'check-in', eventId] as const,
  doorList: (eventId: number) => [...adminKeys.all, 'door-list', eventId] as const,
  /** The box office: a performance's ticket types, the sale's cart, the cash report, the closes. */
  boxOffice: () => [...adminKeys.all, 'box-office'] as const,
  boxOfficePerformance: (eventId: number) =>
    [...adminKeys.boxOffice(), 'performance', eventId] as const,
  /** A seated performance's seats (the programme's panel, the desk's map). */
  performanceSeats: (eventId: number) => [...adminKeys.all, 'performance-seats', eventId] as const,
  saleCart: (key: string) => [...adminKeys.boxOffice(), 'cart', key] as const,
  saleTickets: (orderId: number) => [...adminKeys.boxOffice(), 'tickets', orderId] as const,
  cashReport: () => [...adminKeys.boxOffice(), 'cash-report'] as const,
  /** The tills a desk refund can be paid out of (administrators). */
  tills: () => [...adminKeys.boxOffice(), 'tills'] as const,
  dayCloses: () => [...adminKeys.boxOffice(), 'day-closes'] as const,
  dayCloseList: (filter: Readonly<Record<string, string | number | undefined>>) =>
    [...adminKeys.dayCloses(), 'list', filter] as const,
  dayClose: (closeId: number) => [...adminKeys.dayCloses(), 'close', closeId] as const,
  /** Every order query: the searches and the orders' pages. */
  orders: () => [...adminKeys.all, 'orders'] as const,
  orderSearch: (query: Readonly<Record<string, string | number | undefined>>) =>
    [...adminKeys.orders(), 'search', query] as const,
  order: (orderId: number) => [...adminKeys.orders(), 'order', orderId] as const,
  /** Group orders by bank transfer (decision 0046): the lists, an order, the transfer setting. */
  transferOrders: () => [...adminKeys.all, 'transfer-orders'] as const,
  transferOrderList: (status: string, page: number) =>
    [...adminKeys.transferOrders(), 'list', status, page] as const,
  transferOrder: (orderId: number) => [...adminKeys.transferOrders(), 'order', orderId] as const,
  transferSettings: () => [...adminKeys.all, 'transfer-settings'] as const,
  sessionSettings: () => [...adminKeys.all, 'session-settings'] as const,
  retentionSettings: () => [...adminKeys.all, 'retention-settings'] as const,
  /** Every coupon query: the lists, the coupons and their uses. */
  coupons: () => [...adminKeys.all, 'coupons'] as const,
  couponList: (q: string, page: number) => [...adminKeys.coupons(), 'list', q, page] as const,
  coupon: (couponId: number) => [...adminKeys.coupons(), 'coupon', couponId] as const,
  couponUses: (couponId: number, page: number) =>
    [...adminKeys.coupons(), 'uses', couponId, page] as const,
  /** The whole audit trail's pages (administrators). */
  audit: (filter: Readonly<Record<string, string | number | undefined>>) =>
    [...adminKeys.all, 'audit', filter] as const,
  /** The security log's pages (administrators). */
  securityLog: (filter: Readonly<Record<string, string | number | undefined>>) =>
    [...adminKeys.all, 'security-log', filter] as const,
  /** Every user query: the searches and the users' pages. */
  users: () => [...adminKeys.all, 'users'] as const,
  userSearch: (q: string, role: string, page: number) =>
    [...adminKeys.users(), 'search', q, role, page] as const,
  user: (userId: number) => [...adminKeys.users(), 'user', userId] as const,
  /** The programme: venues, productions, their performances and information blocks. */
  programme: () => [...adminKeys.all, 'programme'] as const,
  venues: () => [...adminKeys.programme(), 'venues'] as const,
  productions: () => [...adminKeys.programme(), 'productions'] as const,
  production: (productionId: number) =>
    [...adminKeys.programme(), 'production', productionId] as const,
  productionInfos: (productionId: number) =>
    [...adminKeys.programme(), 'infos', productionId] as const,
  programmePerformance: (eventId: number) =>
    [...adminKeys.programme(), 'performance', eventId] as const,
  /** Content: the information and document pages, a page, a draft's preview; the settings. */
  documents: () => [...adminKeys.all, 'documents'] as const,
  document: (documentId: number) => [...adminKeys.documents(), documentId] as const,
  documentPreview: (draft: object) => [...adminKeys.all, 'document-preview', draft] as const,
  siteSettings: () => [...adminKeys.all, 'site-settings'] as const,
  /** Reports: sales and revenue of a range, seated performances' seats, the browsers' error reports. */
  reports: () => [...adminKeys.all, 'reports'] as const,
  salesReport: (from: string, to: string) => [...adminKeys.reports(), 'sales', from, to] as const,
  revenueReport: (from: string, to: string) =>
    [...adminKeys.reports(), 'revenue', from, to] as const,
  seatedPerformances: (from: string, to: string) =>
    [...adminKeys.reports(), 'seating', from, to] as const,
  seatReport: (eventId: number) => [...adminKeys.reports(), 'seating', 'event', eventId] as const,
  clientErrors: (page: number) => [...adminKeys.all, 'client-errors', page] as const,
  /** What needs attention (open alerts). */
  alerts: () => [...adminKeys.all, 'alerts'] as const,
};
