import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import {
  countValidComplimentary,
  lockAllowance,
  setAllowance,
} from './complimentary.repository.js';

/**
 * PUT /admin/performances/:id/complimentary/allowance (administrators; decision 0045): how many
 * complimentary tickets the performance may have. Under the performance's row lock, as an issue
 * takes it: never below the valid complimentary tickets it has (422 on `allowance`). Audited as
 * `complimentary.allowance_set` with the old and the new value.
 */
export async function setComplimentaryAllowance(
  db: Db,
  input: { eventId: number; allowance: number; actorId: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const event = await lockAllowance(trx, input.eventId);
    if (!event) throw new AppError('performance_not_found');
    const used = await countValidComplimentary(trx, input.eventId);
    if (input.allowance < used) {
      throw AppError.validation({
        allowance: [{ key: 'validation.complimentary_allowance_below', params: { used } }],
      });
    }
    if (input.allowance === event.allowance) return;
    await setAllowance(trx, input.eventId, input.allowance);
    await recordAudit(trx, {
      action: 'complimentary.allowance_set',
      entity: 'performance',
      entityId: input.eventId,
      actorId: input.actorId,
      data: {
        changes: { complimentary_allowance: { from: event.allowance, to: input.allowance } },
      },
    });
  });
}
