import {
  checkInBody,
  checkInReply,
  checkInSummary,
  checkInSummaryParams,
  checkInUndoBody,
  checkInUndoReply,
  errorBody,
} from '@theatre/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { checkInTicket } from './check-in-ticket.js';
import { getCheckInSummary } from './get-check-in-summary.js';
import { undoCheckIn } from './undo-check-in.js';

/**
 * Door check-in (decision 0016), a back-office section under /api/admin: the scan (every outcome a
 * 200 with a result, for the scanner), the door screen's counts, and undoing a mistaken admission.
 */
export function checkInRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.post(
      '/check-in',
      {
        config: { staffRoles: ['cashier', 'admin'] },
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
        config: { staffRoles: ['cashier', 'admin'] },
        schema: {
          tags: ['admin'],
          summary: 'A performance at the door: tickets that admit, admitted so far, per door.',
          params: checkInSummaryParams,
          response: { 200: checkInSummary, 404: errorBody, ...staffErrors },
        },
      },
      (request) => getCheckInSummary(deps, request.params.event_id),
    );

    app.post(
      '/check-in/undo',
      {
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
