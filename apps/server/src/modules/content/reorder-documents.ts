import type { AdminDocumentRow, DocumentsReorderBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { changesOf } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import { listStaffDocuments } from './list-staff-documents.js';
import { listDocumentIdsOfType, lockDocumentList, setDocumentOrder } from './content.repository.js';

/**
 * POST /admin/documents/reorder (administrators): the pages of one type in a new order (the
 * footer and the menus list them so). The list must name every page of the type exactly once
 * (422 otherwise: a page added or deleted meanwhile is not lost). Audited as
 * `documents.reordered` with the order before and after (`changes.ids`).
 */
export async function reorderDocuments(
  db: Db,
  input: { body: DocumentsReorderBody; actorId: number },
): Promise<AdminDocumentRow[]> {
  const { type, ids } = input.body;
  await db.transaction().execute(async (trx) => {
    await lockDocumentList(trx);
    const previous = await listDocumentIdsOfType(trx, type);
    const existing = [...previous].sort((a, b) => a - b);
    const given = [...ids].sort((a, b) => a - b);
    if (
      new Set(ids).size !== ids.length ||
      given.length !== existing.length ||
      given.some((id, index) => id !== existing[index])
    ) {
      throw AppError.validation({ ids: [{ key: 'validation.document_order' }] });
    }
    await setDocumentOrder(trx, ids);
    await recordAudit(trx, {
      action: 'documents.reordered',
      entity: 'documents',
      entityId: type,
      actorId: input.actorId,
      data: { ids, changes: changesOf({ ids: previous }, { ids }, ['ids']) },
    });
  });
  return listStaffDocuments(db);
}
