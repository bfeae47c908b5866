import type { StaffAlert, StaffAlertsQuery } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { alertView } from './alert-view.js';
import { listOpenAlerts, listOrderAlerts } from './alerts.repository.js';

/**
 * GET /admin/alerts (cashiers and administrators): what needs attention, newest first; settled
 * alerts leave the list (their order's page keeps them, with the audit trail).
 */
export async function listAlerts(db: Db, query: StaffAlertsQuery): Promise<StaffAlert[]> {
  const rows = await listOpenAlerts(
    db,
    query.order_id === undefined ? {} : { orderId: query.order_id },
  );
  return rows.map(alertView);
}

/** An order's alerts, settled ones too, oldest first (the order's page). */
export async function listAlertsOfOrder(db: Db, orderId: number): Promise<StaffAlert[]> {
  return (await listOrderAlerts(db, orderId)).map(alertView);
}
