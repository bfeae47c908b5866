import type { EventInfoBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { checkInfoEvent } from './event-info-checks.js';
import { insertEventInfo } from './event-infos.repository.js';
import { lockProduction } from './programme.repository.js';

/**
 * POST /admin/productions/:id/infos: an information block (Markdown, in both languages) shown on
 * every performance of the production, or only on the one `event_id` names (422 when that is not
 * the production's). Audited as `event_info.created` on the production.
 */
export async function createEventInfo(
  deps: { db: Db },
  input: { productionId: number; body: EventInfoBody; actorId: number },
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const production = await lockProduction(trx, input.productionId);
    if (!production) throw new AppError('production_not_found');
    await checkInfoEvent(trx, input.body.event_id, input.productionId);
    const id = await insertEventInfo(trx, input.productionId, input.body);
    await recordAudit(trx, {
      action: 'event_info.created',
      entity: 'production',
      entityId: input.productionId,
      actorId: input.actorId,
      data: { event_info_id: id, name: input.body.name, event_id: input.body.event_id },
    });
    return id;
  });
}
