import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { changesOf, hasChanges } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import { productionFields, productionTexts, type ProductionInput } from './create-production.js';
import { lockProduction, updateProductionRow } from './programme.repository.js';

/**
 * PUT /admin/productions/:id: the production's texts, length and age limit, under its row lock.
 * Audited as `production.updated` with each changed field before and after (`changes`; the
 * descriptions by length).
 */
export async function updateProduction(
  deps: { db: Db },
  input: { productionId: number; values: ProductionInput; actorId: number },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await lockProduction(trx, input.productionId);
    if (!before) throw new AppError('production_not_found');
    const changes = changesOf(before, input.values, productionFields, { texts: productionTexts });
    if (!hasChanges(changes)) return;
    await updateProductionRow(trx, input.productionId, input.values);
    await recordAudit(trx, {
      action: 'production.updated',
      entity: 'production',
      entityId: input.productionId,
      actorId: input.actorId,
      data: { changes },
    });
  });
}
