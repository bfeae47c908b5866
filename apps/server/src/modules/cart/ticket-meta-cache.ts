import type { Db } from '../../db/database.js';
import { posterUrl } from '../catalog/event-mapper.js';
import { loadTicketMeta } from './cart.repository.js';
import type { TicketMeta } from './cart-view.js';

/**
 * What cart lines show of their ticket types (names, price, performance, fee), kept for `ttlMs` so
 * the replies of a sale spike do not read the same rows thousands of times a second. The reply is
 * what the buyer sees; the order (issue 5) recomputes every amount from the database.
 */
export interface TicketMetaCache {
  get(ids: readonly number[]): Promise<Map<number, TicketMeta>>;
}

export function createTicketMetaCache(db: Db, ttlMs = 2000): TicketMetaCache {
  const entries = new Map<number, { meta: TicketMeta; until: number }>();
  let pending: Promise<void> | null = null;
  const wanted = new Set<number>();

  // Misses of one tick are loaded together, with one query in flight at a time.
  const loadWanted = async (): Promise<void> => {
    await Promise.resolve();
    const ids = [...wanted];
    wanted.clear();
    const rows = await loadTicketMeta(db, ids);
    const until = Date.now() + ttlMs;
    for (const row of rows) {
      const meta: TicketMeta = {
        id: row.id,
        name: row.name,
        name_en: row.name_en,
        price: row.price,
        event_id: row.event_id,
        event_url: row.event_url,
        event_name: row.event_name,
        event_name_en: row.event_name_en,
        img_path: posterUrl(row.poster),
        start_date: new Date(row.starts_at).toISOString(),
        fee: row.fee,
      };
      entries.set(meta.id, { meta, until });
    }
  };

  return {
    async get(ids) {
      const found = new Map<number, TicketMeta>();
      const now = Date.now();
      let missing = false;
      for (const id of ids) {
        const entry = entries.get(id);
        if (entry && entry.until > now) found.set(id, entry.meta);
        else {
          missing = true;
          wanted.add(id);
        }
      }
      if (!missing) return found;
      while (wanted.size > 0 || pending) {
        if (!pending) {
          pending = loadWanted().finally(() => {
            pending = null;
          });
        }
        await pending;
      }
      for (const id of ids) {
        const entry = entries.get(id);
        if (entry) found.set(id, entry.meta);
      }
      return found;
    },
  };
}
