import type { AdminProductionSummary } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { posterUrl, toPosterSources } from '../catalog/event-mapper.js';
import { listPosterFiles } from './posters.repository.js';
import { listProductionRows } from './programme.repository.js';

/**
 * GET /admin/productions: every production, those with a coming performance first (the soonest
 * first), with their performance counts.
 */
export async function listProductions(db: Db): Promise<AdminProductionSummary[]> {
  const rows = await listProductionRows(db);
  const files = await listPosterFiles(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    name_en: row.name_en,
    author: row.author,
    author_en: row.author_en,
    poster_url: posterUrl(row.poster),
    poster_sources: toPosterSources(files.filter((file) => file.production_id === row.id)),
    duration_minutes: row.duration_minutes,
    performances: row.performances,
    upcoming: row.upcoming,
    published_upcoming: row.published_upcoming,
    next_starts_at: row.next_starts_at === null ? null : new Date(row.next_starts_at).toISOString(),
  }));
}
