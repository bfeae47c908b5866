import type { AdminProduction } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { posterUrl, toPosterSources } from '../catalog/event-mapper.js';
import { listPosterFiles } from './posters.repository.js';
import { recentChanges } from './programme-rules.js';
import { findProductionRow, listProductionPerformanceRows } from './programme.repository.js';

/** GET /admin/productions/:id: its texts, its poster, its performances and its recent changes. */
export async function getProduction(db: Queryable, productionId: number): Promise<AdminProduction> {
  const row = await findProductionRow(db, productionId);
  if (!row) throw new AppError('production_not_found');
  const [performances, changes, posterFiles] = await Promise.all([
    listProductionPerformanceRows(db, productionId),
    recentChanges(db, 'production', productionId),
    listPosterFiles(db, [productionId]),
  ]);
  return {
    id: row.id,
    name: row.name,
    name_en: row.name_en,
    author: row.author,
    author_en: row.author_en,
    description: row.description,
    description_en: row.description_en,
    duration_minutes: row.duration_minutes,
    age_limit: row.age_limit,
    poster_url: posterUrl(row.poster),
    poster_uploaded: row.poster_uploaded,
    poster_sources: toPosterSources(posterFiles),
    performances: performances.map((performance) => ({
      ...performance,
      starts_at: new Date(performance.starts_at).toISOString(),
    })),
    changes,
  };
}
