import {
  checkInBody,
  checkInReply,
  checkInSummary,
  checkInSummaryParams,
  checkInUndoBody,
  checkInUndoReply,
  doorList,
  doorListParams,
  doorSyncBody,
  doorSyncReply,
  errorBody,
} from '@theatre/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { checkInTicket } from './check-in-ticket.js';
import { getCheckInSummary } from './get-check-in-summary.js';
import { getDoorList } from './get-door-list.js';
import { syncDoorAdmissions } from './sync-door-admissions.js';
import { undoCheckIn } from './undo-check-in.js';

/**
 * Door check-in (decision 0016), a back-office section under /api/admin: the scan (every outcome a
 * 200 with a result, for the scanner), the door screen's counts, undoing a mistaken admission, and
 * the door offline (decision 0042): the list a door keeps and the upload of what it admitted.
 */
export function checkInRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.post(
      '/check-in',
      {
        config: { permission: 'check_in' },
        schema: {
          tags: ['admin'],
          summary: 'Admits a ticket at a door, once; says why not otherwise.',
          description:
            'Every outcome of a scan is a 200 with a `result` (admitted, already_used, wrong_event, cancelled, unknown), the ticket (with its type) and its admission. A `scan_id` (a UUID the door gives each scan) makes a repeat safe: the same scan sent again after its answer was lost is answered `admitted` with `repeated: true`, not `already_used`. 422 for a code that cannot be a ticket code or a scan_id that is not a UUID; 404 for a performance that does not exist.',
          body: checkInBody,
          response: { 200: checkInReply, 404: errorBody, ...staffErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        return checkInTicket(deps, {
          code: request.body.code,
          eventId: request.body.event_id,
          door: request.body.door,
          scanId: request.body.scan_id,
          staff: { id: staff.id, name: staff.name },
          locale: request.locale,
        });
      },
    );

    app.get(
      '/check-in/:event_id',
      {
        config: { permission: 'check_in' },
        schema: {
          tags: ['admin'],
          summary: 'A performance at the door: tickets that admit, admitted so far, per door.',
          params: checkInSummaryParams,
          response: { 200: checkInSummary, 404: errorBody, ...staffErrors },
        },
      },
      (request) => getCheckInSummary(deps, request.params.event_id, request.locale),
    );

    app.get(
      '/check-in/:event_id/door-list',
      {
        config: { permission: 'check_in' },
        schema: {
          tags: ['admin'],
          summary: "A performance's door list, for a door to admit without a connection.",
          description:
            "Every ticket of the performance, named by `hash`: SHA-256 of the performance's list `key`, a colon and the normalised code, in hex, the first 32 characters (the list holds no usable code; the door hashes what it reads alike). With its type and seat in the caller's language, `state` (`valid`: admits; `cancelled`: refunded, cancelled or unpaid) and when a valid ticket was admitted. 404 for a performance that does not exist.",
          params: doorListParams,
          response: { 200: doorList, 404: errorBody, ...staffErrors },
        },
      },
      (request) => getDoorList(deps, { eventId: request.params.event_id, locale: request.locale }),
    );

    app.post(
      '/check-in/sync',
      {
        config: { permission: 'check_in' },
        schema: {
          tags: ['admin'],
          summary:
            'Records the admissions a door made offline; the earlier admission of a ticket wins.',
          description:
            "Each admission (`scan_id`, `code`, the device's time `at`) is recorded once by its scan id: a batch sent again changes nothing and is answered `repeated`. A ticket nobody admitted takes it as its admission; of a ticket admitted already, the earlier by the devices' times wins (a tie keeps the one recorded first) and the later is flagged `conflict` (the door's summary lists conflicts); a ticket that no longer admits is flagged `cancelled`; a code no ticket of the performance has is `unknown`. Audited on each order. 422 per field (`admissions.N.code`, `admissions.N.at` more than 10 minutes ahead) before anything is recorded; 404 for a performance that does not exist.",
          body: doorSyncBody,
          response: { 200: doorSyncReply, 404: errorBody, ...staffErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        return syncDoorAdmissions(deps, { body: request.body, staffId: staff.id });
      },
    );

    app.post(
      '/check-in/undo',
      {
        config: { permission: 'check_in_undo' },
        schema: {
          tags: ['admin'],
          summary: 'Clears an admission made by mistake (administrators; audited).',
          body: checkInUndoBody,
          response: { 200: checkInUndoReply, 404: errorBody, 409: errorBody, ...staffErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        return undoCheckIn(deps, {
          code: request.body.code,
          eventId: request.body.event_id,
          actorId: staff.id,
          locale: request.locale,
        });
      },
    );
  };
}
