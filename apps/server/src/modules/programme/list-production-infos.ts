import type { AdminEventInfo } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { listEventInfoRows } from './event-infos.repository.js';
import { productionExists } from './programme.repository.js';

/** GET /admin/productions/:id/infos: the production's information blocks, in their order. */
export async function listProductionInfos(
  db: Queryable,
  productionId: number,
): Promise<AdminEventInfo[]> {
  if (!(await productionExists(db, productionId))) throw new AppError('production_not_found');
  return listEventInfoRows(db, productionId);
}
