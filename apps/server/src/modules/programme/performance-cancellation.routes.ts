import {
  cancelPerformanceBody,
  cancelPerformanceReply,
  errorBody,
  performanceCancellation,
  programmeIdParams,
} from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { cancelPerformance } from './cancel-performance.js';
import { getPerformanceCancellation } from './get-performance-cancellation.js';

const notFound = { ...staffErrors, 404: errorBody } as const;

/**
 * Cancelling a whole performance in the back office (decision 0047), under /api/admin,
 * administrators only: the cancel itself, and how far its refunds got.
 */
export function performanceCancellationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return (app) => {
    app.post(
      '/performances/:id/cancel',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Cancels a performance: its sale stops and a job refunds every paid ticket.',
          description:
            "The sale ends at once; the `performance.cancel` job then cancels the orders still awaiting payment, refunds each paid order's valid tickets of this performance (only these, in an order that has others) through SimplePay or, for cash and desk sales, at the desk when the buyer comes, corrects the receipts and invoices and e-mails each buyer in their language. 202 with the progress. Repeating the call changes nothing of the performance; it tries the refused orders again and never refunds a ticket twice.",
          params: programmeIdParams,
          body: cancelPerformanceBody,
          response: { 202: cancelPerformanceReply, ...notFound },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        const { cancelledNow } = await cancelPerformance(deps, {
          eventId: request.params.id,
          reason: request.body.reason,
          actorId: staff.id,
        });
        return reply.status(202).send({
          message: translate(
            request.locale,
            cancelledNow
              ? 'messages.performance_cancelled'
              : 'messages.performance_cancellation_resumed',
          ),
          cancellation: await getPerformanceCancellation(deps.db, request.params.id),
        });
      },
    );

    app.get(
      '/performances/:id/cancellation',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: "How far a cancelled performance's refunds got, order by order.",
          description: '404 `performance_not_cancelled` when the performance was not cancelled.',
          params: programmeIdParams,
          response: { 200: performanceCancellation, ...notFound },
        },
      },
      async (request) => {
        await requireStaff(request, deps);
        return getPerformanceCancellation(deps.db, request.params.id);
      },
    );
    return Promise.resolve();
  };
}
