import { adminUserRecentOrders, staffRolesOf, type AdminUserDetails } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { countLiveSessions } from '../accounts/count-live-sessions.js';
import { auditTrailOf } from '../audit/record-audit.js';
import { listUserOrders } from '../documents/list-user-orders.js';
import { findUserRecord } from './users.repository.js';

/** The order history lists at most this many orders (documents.repository listOrdersOf). */
const historyLimit = 200;

/**
 * GET /admin/users/:id: the account (profile, role, VIP, confirmed or not, registration), its
 * online orders (the count and the latest ones, from the buyer's own order history, with the
 * status names in the caller's language), the audit trail of its role, VIP and e-mails, whether it
 * is locked and how many sessions it has live (decision 0055).
 */
export async function getUserDetails(
  db: Db,
  userId: number,
  locale: Locale,
  clock: Clock,
): Promise<AdminUserDetails> {
  const user = await findUserRecord(db, userId);
  if (!user) throw new AppError('user_not_found');
  const [orders, audit, liveSessions] = await Promise.all([
    listUserOrders(db, { userId }, locale),
    auditTrailOf(db, 'user', userId),
    countLiveSessions(db, clock, user),
  ]);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    roles: staffRolesOf(user),
    vip: user.vip,
    email_verified_at: user.email_verified_at?.toISOString() ?? null,
    created_at: user.created_at.toISOString(),
    locale: user.locale === 'en' ? 'en' : 'hu',
    newsletter: user.newsletter,
    has_password: user.has_password,
    erased_at: user.erased_at?.toISOString() ?? null,
    locked_at: user.locked_at?.toISOString() ?? null,
    live_sessions: liveSessions,
    orders: {
      count: orders.length,
      more: orders.length >= historyLimit,
      recent: orders.slice(0, adminUserRecentOrders).map((order) => ({
        id: order.id,
        created_at: order.created_at,
        event_names: order.name,
        total: order.brutto,
        status: order.status,
        status_name: order.payment_status_name,
      })),
    },
    audit,
  };
}
