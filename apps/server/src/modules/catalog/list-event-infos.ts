import type { EventInfo } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { renderMarkdown } from '../../lib/markdown.js';
import { listEventInfos as findInfos } from './catalog.repository.js';
import { findPublicEvent, publicViewer, type Viewer } from './get-event.js';

export async function eventInfosOf(
  db: Db,
  productionId: number,
  eventId: number,
): Promise<EventInfo[]> {
  const rows = await findInfos(db, productionId, eventId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    name_translations: { en: row.name_en },
    content: renderMarkdown(row.body),
    content_translations: { en: renderMarkdown(row.body_en) },
  }));
}

/** GET /events/{id}/infos: the extra information blocks of a performance. */
export async function listEventInfos(
  db: Db,
  idOrUrl: string,
  viewer: Viewer = publicViewer,
): Promise<EventInfo[]> {
  const event = await findPublicEvent(db, idOrUrl, viewer);
  return eventInfosOf(db, event.production_id, event.id);
}
