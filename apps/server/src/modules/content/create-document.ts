import type { AdminDocument, DocumentBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { createdValues } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import {
  insertDocument,
  isDocumentSlugTaken,
  lockDocumentList,
  nextDocumentPlace,
} from './content.repository.js';
import { staffDocumentOf } from './staff-document.js';

export const slugTaken = () =>
  AppError.validation({ slug: [{ key: 'validation.document_slug_taken' }] });

/**
 * POST /admin/documents (administrators): a new information or document page, last of its type.
 * One transaction under the page list's lock (the next id and place are taken once), audited as
 * `document.created` with the staff member.
 */
export async function createDocument(
  db: Db,
  input: { body: DocumentBody; actorId: number },
): Promise<AdminDocument> {
  return db.transaction().execute(async (trx) => {
    await lockDocumentList(trx);
    if (await isDocumentSlugTaken(trx, input.body.slug, null)) throw slugTaken();
    const place = await nextDocumentPlace(trx, input.body.type);
    const row = await insertDocument(trx, {
      ...input.body,
      id: place.id,
      sort_order: place.sortOrder,
    });
    await recordAudit(trx, {
      action: 'document.created',
      entity: 'document',
      entityId: row.id,
      actorId: input.actorId,
      data: {
        type: row.type,
        slug: row.slug,
        name: row.name,
        name_en: row.name_en,
        in_footer: row.in_footer,
        changes: createdValues(
          row,
          ['type', 'slug', 'name', 'name_en', 'in_footer', 'body', 'body_en'],
          { texts: ['body', 'body_en'] },
        ),
      },
    });
    return staffDocumentOf(row);
  });
}
