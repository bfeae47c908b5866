import type { productionBody } from '@theatre/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { createdValues } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import { isUniqueViolation, keyOf } from './programme-rules.js';
import { insertProduction } from './programme.repository.js';

/** A production's fields as its audit entries record them (the descriptions by length). */
export const productionFields = [
  'name',
  'name_en',
  'author',
  'author_en',
  'description',
  'description_en',
  'duration_minutes',
  'age_limit',
] as const;
export const productionTexts = ['description', 'description_en'];

export type ProductionInput = z.output<typeof productionBody>;

/**
 * POST /admin/productions: a new production (no performance yet, the default poster). Audited as
 * `production.created` with the administrator.
 */
export async function createProduction(
  deps: { db: Db },
  input: { values: ProductionInput; actorId: number },
): Promise<number> {
  const attempt = () =>
    deps.db.transaction().execute(async (trx) => {
      const id = await insertProduction(trx, keyOf(input.values.name), input.values);
      await recordAudit(trx, {
        action: 'production.created',
        entity: 'production',
        entityId: id,
        actorId: input.actorId,
        data: {
          name: input.values.name,
          name_en: input.values.name_en,
          changes: createdValues(input.values, [...productionFields], { texts: productionTexts }),
        },
      });
      return id;
    });
  try {
    return await attempt();
  } catch (error) {
    // Two productions of one name created at the same instant: the other took the key first.
    if (isUniqueViolation(error, 'productions_key_key')) return attempt();
    throw error;
  }
}
