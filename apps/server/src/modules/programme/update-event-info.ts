import type { EventInfoBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { checkInfoEvent } from './event-info-checks.js';
import { lockEventInfo, updateEventInfoRow } from './event-infos.repository.js';

const fields = ['event_id', 'name', 'name_en', 'body', 'body_en', 'sort_order'] as const;

/**
 * PUT /admin/event-infos/:id: an information block's texts, performance and order, under its
 * row lock. Audited as `event_info.updated` on its production, naming the fields changed.
 */
export async function updateEventInfo(
  deps: { db: Db },
  input: { infoId: number; body: EventInfoBody; actorId: number },
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await lockEventInfo(trx, input.infoId);
    if (!before) throw new AppError('event_info_not_found');
    await checkInfoEvent(trx, input.body.event_id, before.production_id);
    const changed = fields.filter(
      (field) => input.body[field] !== undefined && input.body[field] !== before[field],
    );
    if (changed.length > 0) {
      await updateEventInfoRow(trx, input.infoId, input.body);
      await recordAudit(trx, {
        action: 'event_info.updated',
        entity: 'production',
        entityId: before.production_id,
        actorId: input.actorId,
        data: { event_info_id: input.infoId, name: input.body.name, changed },
      });
    }
    return before.production_id;
  });
}
