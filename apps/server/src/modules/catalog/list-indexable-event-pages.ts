import type { Db } from '../../db/database.js';
import { listPublicEventPages } from './catalog.repository.js';

/**
 * The performance pages search engines may list (decision 0061): every published performance the
 * public can open (VIP-only ones are not revealed), with its slug and when it last changed.
 */
export async function listIndexableEventPages(db: Db): Promise<{ url: string; updatedAt: Date }[]> {
  const rows = await listPublicEventPages(db);
  return rows.map((row) => ({ url: row.url, updatedAt: row.updated_at }));
}
