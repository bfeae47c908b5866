import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.js';
import { performanceRoutes } from './modules/admin/performances.routes.js';
import { alertRoutes } from './modules/alerts/alerts.routes.js';
import { auditAdminRoutes } from './modules/audit/audit.routes.js';
import { checkInRoutes } from './modules/check-in/check-in.routes.js';
import { complimentaryRoutes } from './modules/complimentary/complimentary.routes.js';
import { orderExchangeRoutes } from './modules/orders/exchange.routes.js';
import { staffOrderRoutes } from './modules/orders/orders.routes.js';
import { eventInfoRoutes } from './modules/programme/event-infos.routes.js';
import { programmeRoutes } from './modules/programme/programme.routes.js';
import { performanceSeriesRoutes } from './modules/programme/performance-series.routes.js';
import { performanceCancellationRoutes } from './modules/programme/performance-cancellation.routes.js';
import { performanceMoveRoutes } from './modules/programme/performance-move.routes.js';
import { audienceRoutes } from './modules/audience/audience.routes.js';
import { ticketTypeRoutes } from './modules/programme/ticket-types.routes.js';
import { venueRoutes } from './modules/venues/venues.routes.js';
import { seatingAdminRoutes } from './modules/seating/seating-admin.routes.js';
import { boxOfficeRoutes } from './modules/box-office/box-office.routes.js';
import { couponAdminRoutes } from './modules/coupons/coupons.routes.js';
import { userAdminRoutes } from './modules/users/users.routes.js';
import { userSessionAdminRoutes } from './modules/users/user-sessions.routes.js';
import { documentAdminRoutes } from './modules/content/documents.routes.js';
import { siteSettingsRoutes } from './modules/settings/site-settings.routes.js';
import { mailTextRoutes } from './modules/notifications/mail-texts.routes.js';
import { reportRoutes } from './modules/reports/reports.routes.js';
import { securityLogRoutes } from './modules/security-log/security-log.routes.js';
import { transferOrderRoutes } from './modules/transfer-orders/transfer-orders.routes.js';

/** The back office's sections, each registered under `/api/admin` behind the staff check. */
export const adminSections: readonly ((deps: AppDeps) => FastifyPluginAsyncZod)[] = [
  performanceRoutes,
  checkInRoutes,
  staffOrderRoutes,
  orderExchangeRoutes,
  programmeRoutes,
  venueRoutes,
  seatingAdminRoutes,
  ticketTypeRoutes,
  performanceSeriesRoutes,
  performanceCancellationRoutes,
  performanceMoveRoutes,
  complimentaryRoutes,
  audienceRoutes,
  eventInfoRoutes,
  boxOfficeRoutes,
  transferOrderRoutes,
  couponAdminRoutes,
  userAdminRoutes,
  userSessionAdminRoutes,
  documentAdminRoutes,
  siteSettingsRoutes,
  mailTextRoutes,
  reportRoutes,
  alertRoutes,
  auditAdminRoutes,
  securityLogRoutes,
];
