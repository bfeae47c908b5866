import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { deleteEventInfoRow, lockEventInfo } from './event-infos.repository.js';

/** DELETE /admin/event-infos/:id. Audited as `event_info.deleted` on its production, with its texts. */
export async function deleteEventInfo(
  deps: { db: Db },
  input: { infoId: number; actorId: number },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await lockEventInfo(trx, input.infoId);
    if (!before) throw new AppError('event_info_not_found');
    await deleteEventInfoRow(trx, input.infoId);
    await recordAudit(trx, {
      action: 'event_info.deleted',
      entity: 'production',
      entityId: before.production_id,
      actorId: input.actorId,
      data: {
        event_info_id: input.infoId,
        event_id: before.event_id,
        name: before.name,
        name_en: before.name_en,
        body: before.body,
        body_en: before.body_en,
      },
    });
  });
}
