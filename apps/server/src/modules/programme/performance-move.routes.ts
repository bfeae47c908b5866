import {
  errorBody,
  movePerformanceBody,
  movePerformanceReply,
  performanceMoves,
  programmeIdParams,
} from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { AppError } from '../../lib/app-error.js';
import { getPerformanceMoves } from './get-performance-moves.js';
import { movePerformance } from './move-performance.js';

const errors = { ...staffErrors, 404: errorBody, 409: errorBody, 422: errorBody } as const;

/**
 * Moving a performance to a new date in the back office (decision 0048), under /api/admin,
 * administrators only: the move itself, and the performance's moves with their progress.
 */
export function performanceMoveRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return (app) => {
    app.post(
      '/performances/:id/move',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Moves a performance to a new date; a job e-mails every buyer once.',
          description:
            "The performance starts at `starts_at` (a sale end not yet passed keeps its distance to the start); its tickets stay valid and their PDFs are made again with the new date. The `performance.move` job e-mails each paid order's buyer with valid tickets of it once, in the order's language, with the new date, a calendar entry, the tickets and a link of their own where they may ask for a refund of those tickets until `refund_deadline`. 422 per field: `starts_at` in the past or the current one, `refund_deadline` in the past or not before the new start. 409 `performance_cancelled` for a cancelled performance, `performance_past` for one that has started. 202 with the move.",
          params: programmeIdParams,
          body: movePerformanceBody,
          response: { 202: movePerformanceReply, ...errors },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        const moveId = await movePerformance(deps, {
          eventId: request.params.id,
          body: request.body,
          actorId: staff.id,
        });
        const move = (await getPerformanceMoves(deps.db, request.params.id)).find(
          (item) => item.id === moveId,
        );
        if (!move) throw new AppError('performance_not_found');
        return reply.status(202).send({
          message: translate(request.locale, 'messages.performance_moved'),
          move,
        });
      },
    );

    app.get(
      '/performances/:id/moves',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: "A performance's moves to a new date, the newest first, with their progress.",
          description:
            'Each move: the start before and after, the refund deadline, the note, who moved it; how many orders it concerns, how many buyers were e-mailed (`waiting`, `mailed`, `skipped`: no valid ticket left or no e-mail address) and the refunds buyers asked through their link.',
          params: programmeIdParams,
          response: { 200: performanceMoves, ...staffErrors },
        },
      },
      async (request) => {
        await requireStaff(request, deps);
        return { moves: await getPerformanceMoves(deps.db, request.params.id) };
      },
    );
    return Promise.resolve();
  };
}
