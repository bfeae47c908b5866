import type { SeatMapImportBody, SeatMapImportWarning } from '@theatre/contracts';
import { translate, type Locale } from '@theatre/i18n';
import {
  importPretixPlan,
  importSeatMapCsv,
  readSeatMap,
  validateSeatMap,
  type SeatMapDocument,
  type PretixImportWarningCode,
  type SeatMapPath,
} from '@theatre/seating';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { hallSeatIds, findHallMap } from './seating-admin.repository.js';
import { fieldOf, seatMapCsvError, seatMapProblemsError } from './seat-map-problems.js';

interface Warning {
  code: PretixImportWarningCode | 'seat_ids_dropped';
  path: SeatMapPath;
  count?: number;
}

function parseJson(content: string): unknown {
  try {
    return JSON.parse(content.replace(/^\uFEFF/, '')) as unknown;
  } catch {
    throw AppError.validation({ content: [{ key: 'validation.seat_map_invalid_json' }] });
  }
}

function readDocument(
  body: SeatMapImportBody,
  hallName: string,
): { document: SeatMapDocument; warnings: Warning[] } {
  if (body.format === 'theatre') {
    const read = readSeatMap(parseJson(body.content));
    if (!read.ok) throw seatMapProblemsError(read.problems, 'content');
    return { document: read.document, warnings: [] };
  }
  if (body.format === 'pretix') {
    const read = importPretixPlan(parseJson(body.content), { idsFromGuids: true });
    if (!read.ok) throw seatMapProblemsError(read.problems, 'content');
    return { document: read.document, warnings: read.warnings };
  }
  const read = importSeatMapCsv(body.content, { name: hallName });
  if (!read.ok) throw seatMapCsvError(read.errors);
  return { document: read.document, warnings: [] };
}

/**
 * POST /admin/halls/:id/seat-map/import: a file in the shop's format, pretix's seating-plan
 * format or CSV, read into a seat-map document and checked, but not saved: the editor shows it,
 * then saves it with PUT. Seat ids that are not seats of this hall (a file from another hall or
 * shop) are dropped, so those seats come in as new ones, with a warning. 422 with the file's
 * problems translated; 404 for an unknown hall.
 */
export async function importSeatMap(
  db: Queryable,
  input: { hallId: number; body: SeatMapImportBody; locale: Locale },
): Promise<{ document: SeatMapDocument; warnings: SeatMapImportWarning[] }> {
  const hall = await findHallMap(db, input.hallId);
  if (!hall) throw new AppError('hall_not_found');
  const { document, warnings } = readDocument(input.body, hall.name);
  const ids = document.sections.flatMap((section) =>
    section.rows.flatMap((row) => row.seats.flatMap((seat) => (seat.id ? [seat.id] : []))),
  );
  const known = await hallSeatIds(db, input.hallId, ids);
  const dropped = ids.filter((id) => !known.has(id)).length;
  const kept: SeatMapDocument =
    dropped === 0
      ? document
      : {
          ...document,
          sections: document.sections.map((section) => ({
            ...section,
            rows: section.rows.map((row) => ({
              ...row,
              seats: row.seats.map(({ id, ...seat }) =>
                id !== undefined && known.has(id) ? { id, ...seat } : seat,
              ),
            })),
          })),
        };
  const problems = validateSeatMap(kept);
  if (problems.length > 0) throw seatMapProblemsError(problems, 'content');
  if (dropped > 0) warnings.push({ code: 'seat_ids_dropped', path: [], count: dropped });
  return {
    document: kept,
    warnings: warnings.map((warning) => ({
      code: warning.code,
      path: fieldOf(warning.path, ''),
      message: translate(input.locale, `seat_map_warnings.${warning.code}`, {
        count: warning.count ?? 0,
      }),
    })),
  };
}
