import type { Db } from '../../db/database.js';
import { posterUrl } from '../catalog/event-mapper.js';
import { loadTicketMeta, type Queryable } from './cart.repository.js';
import type { TicketMeta } from './cart-view.js';

/**
 * What cart lines show of their ticket types (names, price, performance, fee), kept for `ttlMs` so
 * the replies of a sale spike do not read the same rows thousands of times a second. The reply is
 * what the buyer sees; the order recomputes every amount from the database.
 */
export interface TicketMetaCache {
  /**
   * `via`: the transaction the caller is in; misses are read through it (on the embedded database
   * a query outside the open transaction would wait for that transaction, i.e. for itself).
   */
  get(ids: readonly number[], via?: Queryable): Promise<Map<number, TicketMeta>>;
}

/** A row of loadTicketMeta as cart lines show it. */
export function ticketMetaOf(row: Awaited<ReturnType<typeof loadTicketMeta>>[number]): TicketMeta {
  return {
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
    seated: row.seated,
  };
}

export function createTicketMetaCache(db: Db, ttlMs = 2000): TicketMetaCache {
  const entries = new Map<number, { meta: TicketMeta; until: number }>();
  let pending: Promise<void> | null = null;
  const wanted = new Set<number>();

  const store = (rows: Awaited<ReturnType<typeof loadTicketMeta>>): void => {
    const until = Date.now() + ttlMs;
    for (const row of rows) {
      const meta = ticketMetaOf(row);
      entries.set(meta.id, { meta, until });
    }
  };

  // Misses of one tick are loaded together, with one query in flight at a time.
  const loadWanted = async (): Promise<void> => {
    await Promise.resolve();
    const ids = [...wanted];
    wanted.clear();
    store(await loadTicketMeta(db, ids));
  };

  return {
    async get(ids, via) {
      const now = Date.now();
      const missing = ids.filter((id) => !((entries.get(id)?.until ?? 0) > now));
      if (missing.length > 0) {
        if (via) {
          store(await loadTicketMeta(via, missing));
        } else {
          for (const id of missing) wanted.add(id);
          while (wanted.size > 0 || pending) {
            pending ??= loadWanted().finally(() => {
              pending = null;
            });
            await pending;
          }
        }
      }
      const found = new Map<number, TicketMeta>();
      for (const id of ids) {
        const entry = entries.get(id);
        if (entry) found.set(id, entry.meta);
      }
      return found;
    },
  };
}
