import { isRequiredDocument } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { deletedValues } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import { deleteDocumentRow, lockDocument } from './content.repository.js';

/**
 * DELETE /admin/documents/:id (administrators): removes a page from the shop. The pages the shop
 * links by id (the checkout's and the registration's documents) are refused with 409
 * `document_required`. The audit entry `document.deleted` keeps the whole page, so it can be put
 * back by hand.
 */
export async function deleteDocument(
  db: Db,
  input: { id: number; actorId: number },
): Promise<void> {
  if (isRequiredDocument(input.id)) {
    // Said before looking, so a missing required page is never "deleted" either.
    throw new AppError('document_required');
  }
  await db.transaction().execute(async (trx) => {
    const current = await lockDocument(trx, input.id);
    if (!current) throw new AppError('document_not_found');
    await deleteDocumentRow(trx, input.id);
    await recordAudit(trx, {
      action: 'document.deleted',
      entity: 'document',
      entityId: input.id,
      actorId: input.actorId,
      data: {
        type: current.type,
        slug: current.slug,
        name: current.name,
        name_en: current.name_en,
        body: current.body,
        body_en: current.body_en,
        sort_order: current.sort_order,
        in_footer: current.in_footer,
        changes: deletedValues(
          current,
          ['type', 'slug', 'name', 'name_en', 'in_footer', 'body', 'body_en'],
          { texts: ['body', 'body_en'] },
        ),
      },
    });
  });
}
