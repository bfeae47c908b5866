import type { AdminDocument, DocumentUpdateBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { changesOf, hasChanges } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import { slugTaken } from './create-document.js';
import {
  isDocumentSlugTaken,
  lockDocument,
  lockDocumentList,
  updateDocumentRow,
} from './content.repository.js';
import { staffDocumentOf } from './staff-document.js';

const shortFields = ['type', 'slug', 'name', 'name_en', 'in_footer'] as const;
const textFields = ['body', 'body_en'] as const;

/**
 * PUT /admin/documents/:id (administrators): a page's texts, address, type and footer flag. The
 * page is locked and compared with the version the editor loaded: when someone saved it
 * meanwhile, 409 `document_changed` (nothing is overwritten unseen). Audited as
 * `document.updated` with what changed (the texts by length, the rest before and after).
 */
export async function updateDocument(
  db: Db,
  input: { id: number; body: DocumentUpdateBody; actorId: number },
): Promise<AdminDocument> {
  const { updated_at: loaded, ...values } = input.body;
  return db.transaction().execute(async (trx) => {
    // The list's lock first, as creating takes it: a slug is checked and taken atomically.
    await lockDocumentList(trx);
    const current = await lockDocument(trx, input.id);
    if (!current) throw new AppError('document_not_found');
    if (new Date(current.updated_at).toISOString() !== loaded) {
      throw new AppError('document_changed');
    }
    if (values.slug !== current.slug && (await isDocumentSlugTaken(trx, values.slug, input.id))) {
      throw slugTaken();
    }
    const changes = changesOf(current, values, [...shortFields, ...textFields], {
      texts: textFields,
    });
    if (!hasChanges(changes)) return staffDocumentOf(current);
    const row = await updateDocumentRow(trx, input.id, values);
    await recordAudit(trx, {
      action: 'document.updated',
      entity: 'document',
      entityId: input.id,
      actorId: input.actorId,
      data: { changes },
    });
    return staffDocumentOf(row);
  });
}
