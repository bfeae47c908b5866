import type { Db } from '../../db/database.js';
import { findMailMessage } from './notifications.repository.js';

/** One message of the development mailbox (demo mode); undefined when there is none. */
export function getMailboxMessage(db: Db, id: number) {
  return findMailMessage(db, id);
}
