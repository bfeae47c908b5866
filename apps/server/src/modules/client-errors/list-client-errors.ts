import { clientErrorsPerPage, type ClientErrorsReply } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { countClientErrors, listClientErrorPage } from './client-errors.repository.js';

/**
 * GET /admin/client-errors (administrators): the browsers' reports of uncaught errors (POST
 * /errors), newest first, 50 a page. They are kept 30 days (prune-client-errors.ts), so the table
 * stays small and its count is cheap.
 */
export async function listClientErrors(db: Db, page: number): Promise<ClientErrorsReply> {
  const [rows, total] = await Promise.all([
    listClientErrorPage(db, {
      limit: clientErrorsPerPage,
      offset: (page - 1) * clientErrorsPerPage,
    }),
    countClientErrors(db),
  ]);
  return {
    data: rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
    total,
    page,
    per_page: clientErrorsPerPage,
  };
}
