import { adminPerformance, ticketTypeBody, errorBody, programmeIdParams } from '@theatre/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { createTicketType } from './create-ticket-type.js';
import { deleteTicketType } from './delete-ticket-type.js';
import { getPerformance } from './get-performance.js';
import { updateTicketType } from './update-ticket-type.js';

const notFound = { ...staffErrors, 404: errorBody } as const;
const conflicts = { ...notFound, 409: errorBody } as const;
const idParams = { params: programmeIdParams };

/**
 * A performance's ticket types in the back office (decision 0018), under /api/admin, administrators
 * only: added, changed (a capacity never below what is sold and held) and deleted while nothing
 * was ever sold or ordered of them. Each answers with the whole performance.
 */
export function ticketTypeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return (app) => {
    app.post(
      '/performances/:id/ticket-types',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Adds a ticket type to a performance.',
          ...idParams,
          body: ticketTypeBody,
          response: { 201: adminPerformance, ...notFound },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        await createTicketType(deps, {
          eventId: request.params.id,
          body: request.body,
          actorId: staff.id,
        });
        return reply.status(201).send(await getPerformance(deps.db, request.params.id));
      },
    );

    app.put(
      '/ticket-types/:id',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary:
            'Changes a ticket type; its capacity never below what is sold and held (422 naming the least).',
          ...idParams,
          body: ticketTypeBody,
          response: { 200: adminPerformance, ...notFound },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const { eventId } = await updateTicketType(deps, {
          ticketTypeId: request.params.id,
          body: request.body,
          actorId: staff.id,
        });
        return getPerformance(deps.db, eventId);
      },
    );

    app.delete(
      '/ticket-types/:id',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Deletes a ticket type nothing was ever sold or ordered of.',
          ...idParams,
          response: { 204: z.null(), ...conflicts },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        await deleteTicketType(deps, { ticketTypeId: request.params.id, actorId: staff.id });
        return reply.status(204).send(null);
      },
    );
    return Promise.resolve();
  };
}
