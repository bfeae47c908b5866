import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import type { ProductionInput } from './create-production.js';
import { lockProduction, updateProductionRow } from './programme.repository.js';

/** The fields whose change the audit entry names (the texts themselves are not copied there). */
const fields = [
  'name',
  'name_en',
  'author',
  'author_en',
  'description',
  'description_en',
  'duration_minutes',
  'age_limit',
] as const;

/**
 * PUT /admin/productions/:id: the production's texts, length and age limit, under its row lock.
 * Audited as `production.updated` with the fields that changed (and the names before and after).
 */
export async function updateProduction(
  deps: { db: Db },
  input: { productionId: number; values: ProductionInput; actorId: number },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await lockProduction(trx, input.productionId);
    if (!before) throw new AppError('production_not_found');
    const changed = fields.filter((field) => before[field] !== input.values[field]);
    if (changed.length === 0) return;
    await updateProductionRow(trx, input.productionId, input.values);
    await recordAudit(trx, {
      action: 'production.updated',
      entity: 'production',
      entityId: input.productionId,
      actorId: input.actorId,
      data: {
        changed,
        ...(changed.includes('name') ? { name: { from: before.name, to: input.values.name } } : {}),
        ...(changed.includes('name_en')
          ? { name_en: { from: before.name_en, to: input.values.name_en } }
          : {}),
      },
    });
  });
}
