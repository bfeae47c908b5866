import type { Queryable } from '../../db/database.js';
import { salesSettingsOf } from './get-staff-settings.js';
import { findSetting } from './settings.repository.js';

/**
 * The most a customer-service member may refund of one order, in forints (decision 0057): the
 * sales settings' `customer_service_refund_limit`, 20 000 Ft unless set. Read in the caller's
 * transaction.
 */
export async function getRefundLimit(db: Queryable): Promise<number> {
  return salesSettingsOf(await findSetting(db, 'sales')).customer_service_refund_limit;
}
