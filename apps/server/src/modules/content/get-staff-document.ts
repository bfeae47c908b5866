import type { AdminDocument } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { findDocument } from './content.repository.js';
import { staffDocumentOf } from './staff-document.js';

/** GET /admin/documents/:id: a page with its Markdown in both languages, for the editor. */
export async function getStaffDocument(db: Db, id: number): Promise<AdminDocument> {
  const row = await findDocument(db, id);
  if (!row) throw new AppError('document_not_found');
  return staffDocumentOf(row);
}
