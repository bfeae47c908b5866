import {
  complimentaryAllowanceBody,
  complimentaryIssueBody,
  complimentaryIssueReply,
  complimentaryOverview,
  errorBody,
  programmeIdParams,
} from '@theatre/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { getComplimentaryOverview } from './get-complimentary-overview.js';
import { issueComplimentaryTickets } from './issue-complimentary-tickets.js';
import { setComplimentaryAllowance } from './set-complimentary-allowance.js';

const notFound = { ...staffErrors, 404: errorBody } as const;
const conflicts = { ...notFound, 409: errorBody } as const;
const idParams = { params: programmeIdParams };

/**
 * Complimentary and press tickets (decision 0045), a section under /api/admin, administrators
 * only: a performance's allowance, its complimentary orders, and issuing them. Cancelling one is
 * the order's cancel (POST /admin/orders/:id/cancel), which gives its seats or capacity back.
 */
export function complimentaryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return (app) => {
    app.get(
      '/performances/:id/complimentary',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: "A performance's complimentary tickets: allowance, used, left, and every issue.",
          ...idParams,
          response: { 200: complimentaryOverview, ...notFound },
        },
      },
      (request) => getComplimentaryOverview(deps.db, request.params.id, request.locale),
    );

    app.put(
      '/performances/:id/complimentary/allowance',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Sets how many complimentary tickets a performance may have.',
          description:
            'Never below the complimentary tickets it has (422 on `allowance`). Audited as `complimentary.allowance_set`.',
          ...idParams,
          body: complimentaryAllowanceBody,
          response: { 200: complimentaryOverview, ...notFound },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        await setComplimentaryAllowance(deps.db, {
          eventId: request.params.id,
          allowance: request.body.allowance,
          actorId: staff.id,
        });
        return getComplimentaryOverview(deps.db, request.params.id, request.locale);
      },
    );

    app.post(
      '/performances/:id/complimentary',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Issues complimentary tickets (0 Ft) to a recipient and e-mails them the PDF.',
          description:
            "Within the allowance (422 on `quantity` beyond what is left, checked under the performance's lock). Makes an order of the `complimentary` channel at 0 Ft, paid without a payment and with no receipt or invoice; its tickets are taken from the inventory like a sale (409 `ticket_sold_out`, `seat_taken`, `not_enough_adjacent_seats`). A seated performance: `seat_ids`, or best available of the zone. Audited as `complimentary.issued` with the reason and the recipient.",
          ...idParams,
          body: complimentaryIssueBody,
          response: { 201: complimentaryIssueReply, ...conflicts },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        const issued = await issueComplimentaryTickets(deps, {
          eventId: request.params.id,
          body: request.body,
          actorId: staff.id,
          locale: request.locale,
        });
        return reply.status(201).send(issued);
      },
    );
    return Promise.resolve();
  };
}
