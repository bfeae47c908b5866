import {
  adminPerformanceSeatsReply,
  adminSeatMapInfo,
  errorBody,
  seatAssignmentBody,
  seatingIdParams,
  seatMapExportQuery,
  seatMapImportBody,
  seatMapImportWarning,
  seatMapSavedInfo,
} from '@theatre/contracts';
import { seatMapDocumentSchema } from '@theatre/seating';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { sendFile } from '../../http/send-file.js';
import { assignPerformanceSeats } from './assign-performance-seats.js';
import { exportSeatMap } from './export-seat-map.js';
import { getHallSeatMap } from './get-hall-seat-map.js';
import { getPerformanceSeats } from './get-performance-seats.js';
import { importSeatMap } from './import-seat-map.js';
import { saveHallSeatMap } from './save-hall-seat-map.js';

const notFound = { ...staffErrors, 404: errorBody } as const;
const idParams = { params: seatingIdParams };
/** A map of 5000 seats, or a 2 MB file as a JSON string, with room to spare. */
const mapBodyLimit = 5 * 1024 * 1024;

const seatMapReply = adminSeatMapInfo.extend({ document: seatMapDocumentSchema });
const savedReply = seatMapSavedInfo.extend({ document: seatMapDocumentSchema });
const importReply = z.object({
  document: seatMapDocumentSchema,
  warnings: z.array(seatMapImportWarning),
});
/** Checked by @theatre/seating, so its problems come back as codes under their paths. */
const documentBody = z
  .looseObject({})
  .describe(
    'A seat-map document (format `theatre-seat-map`, version 1), as GET answers it in `document`: ' +
      'name, width, height, stage, sections with rows with seats (a kept seat with its `id`).',
  );

/**
 * Reserved seating in the back office (decision 0036), under /api/admin: a hall's seat map
 * (administrators) and a performance's seats (administrators; cashiers may read them, the box
 * office shows them).
 */
export function seatingAdminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return (app) => {
    app.get(
      '/halls/:id/seat-map',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: "A hall's current seat map as the shop's seat-map document.",
          description:
            'Every seat carries its hall seat `id`, the same across versions and performances. ' +
            '`frozen`: a performance held or sold a seat of this version, so saving makes a new ' +
            'version. 404 `seat_map_not_found` for a general-admission hall.',
          ...idParams,
          response: { 200: seatMapReply, ...notFound },
        },
      },
      (request) => getHallSeatMap(deps.db, request.params.id),
    );

    app.put(
      '/halls/:id/seat-map',
      {
        config: { permission: 'programme' },
        bodyLimit: mapBodyLimit,
        schema: {
          tags: ['admin'],
          summary: "Saves a hall's seat map; the hall becomes seated.",
          description:
            'The document is checked (422: each problem under its path, e.g. ' +
            '`sections.0.rows.2.seats.5.label`). A version no performance held or sold a seat of ' +
            'is edited in place, else a new version is made; seats with an `id` keep it. The ' +
            'hall’s performances that never held or sold a seat take the map (their zones and ' +
            'blocks kept per seat): `performances_moved`. Audited as hall.seat_map_saved.',
          ...idParams,
          body: documentBody,
          response: { 200: savedReply, ...notFound },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        return saveHallSeatMap(deps.db, {
          hallId: request.params.id,
          body: request.body,
          actorId: staff.id,
        });
      },
    );

    app.post(
      '/halls/:id/seat-map/import',
      {
        config: { permission: 'programme' },
        bodyLimit: mapBodyLimit,
        schema: {
          tags: ['admin'],
          summary: 'Reads a seat-map file (shop JSON, pretix plan, CSV) without saving it.',
          description:
            'Answers the document and what the import changed or guessed; the editor shows it ' +
            'and saves it with PUT. Seat ids that are not this hall’s are dropped (a warning). ' +
            '422 with the file’s problems translated (CSV: naming the line).',
          ...idParams,
          body: seatMapImportBody,
          response: { 200: importReply, ...notFound },
        },
      },
      (request) =>
        importSeatMap(deps.db, {
          hallId: request.params.id,
          body: request.body,
          locale: request.locale,
        }),
    );

    app.get(
      '/halls/:id/seat-map/export',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: "Downloads a hall's current seat map: shop JSON, pretix plan or CSV.",
          description:
            'An attachment named after the hall. CSV is UTF-8 with a byte order mark, comma ' +
            'separated, one line per seat.',
          ...idParams,
          querystring: seatMapExportQuery,
          response: notFound,
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await exportSeatMap(deps.db, { hallId: request.params.id, format: request.query.format }),
        ),
    );

    app.get(
      '/performances/:id/seats',
      {
        config: { permission: 'performances_view' },
        schema: {
          tags: ['admin'],
          summary: "A seated performance's seats with zones, blocks, states and orders.",
          description:
            'Seats in the map’s order; `status` is free, held, sold or blocked (a block or no ' +
            'zone yet); `order_id` for a sold seat. Ticket types with each zone’s seat counts and ' +
            'each concession’s zones. 404 `seat_map_not_found` for general admission.',
          ...idParams,
          response: { 200: adminPerformanceSeatsReply, ...notFound },
        },
      },
      (request) => getPerformanceSeats(deps.db, request.params.id),
    );

    app.post(
      '/performances/:id/seats',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Paints zones on seats and blocks or releases seats, all or none.',
          description:
            'Each change sets the seats’ zone (a ticket type that is not a concession; null: ' +
            'none) and/or their block reason (null releases). A held or sold seat keeps its zone ' +
            'and cannot be blocked (422 naming the seats). The zones’ capacities follow their ' +
            'seats not blocked. Audited as performance.seats_assigned. Answers as GET.',
          ...idParams,
          body: seatAssignmentBody,
          response: { 200: adminPerformanceSeatsReply, ...notFound },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        await assignPerformanceSeats(deps.db, {
          eventId: request.params.id,
          actorId: staff.id,
          changes: request.body.changes.map((change) => ({
            seatIds: change.seat_ids,
            ...(change.ticket_type_id === undefined ? {} : { zoneId: change.ticket_type_id }),
            ...(change.blocked_reason === undefined ? {} : { blocked: change.blocked_reason }),
          })),
        });
        return getPerformanceSeats(deps.db, request.params.id);
      },
    );
    return Promise.resolve();
  };
}
