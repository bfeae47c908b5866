import type { AdminDocumentRow } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { listAllDocuments } from './content.repository.js';
import { staffDocumentRowOf } from './staff-document.js';

/** GET /admin/documents: every information and document page, by type, in the footer's order. */
export async function listStaffDocuments(db: Db): Promise<AdminDocumentRow[]> {
  return (await listAllDocuments(db)).map(staffDocumentRowOf);
}
