import type { SeatMapFormat } from '@theatre/contracts';
import { exportPretixPlan, exportSeatMapCsv } from '@theatre/seating';
import type { Queryable } from '../../db/database.js';
import type { FileReply } from '../../http/send-file.js';
import { utf8Bom } from '../reports/csv.js';
import { getHallSeatMap } from './get-hall-seat-map.js';

/**
 * GET /admin/halls/:id/seat-map/export: the hall's current map as a file named after the hall:
 * the shop's JSON document (seat ids kept, so it can be imported back), pretix's seating plan
 * (the seat ids as `seat_guid`) or CSV (UTF-8 with a byte order mark, for Excel).
 */
export async function exportSeatMap(
  db: Queryable,
  input: { hallId: number; format: SeatMapFormat },
): Promise<FileReply> {
  const { document, hall_name: hallName } = await getHallSeatMap(db, input.hallId);
  const base = hallName.trim() || `hall-${input.hallId}`;
  if (input.format === 'csv') {
    return {
      filename: `${base}.csv`,
      contentType: 'text/csv; charset=utf-8; header=present',
      content: Buffer.from(utf8Bom + exportSeatMapCsv(document), 'utf8'),
    };
  }
  const json = input.format === 'pretix' ? exportPretixPlan(document) : document;
  return {
    filename: `${base}${input.format === 'pretix' ? '.pretix' : ''}.json`,
    contentType: 'application/json; charset=utf-8',
    content: Buffer.from(`${JSON.stringify(json, null, 2)}\n`, 'utf8'),
  };
}
