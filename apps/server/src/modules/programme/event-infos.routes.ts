import {
  adminEventInfosReply,
  eventInfoBody,
  errorBody,
  programmeIdParams,
} from '@theatre/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { createEventInfo } from './create-event-info.js';
import { deleteEventInfo } from './delete-event-info.js';
import { listProductionInfos } from './list-production-infos.js';
import { updateEventInfo } from './update-event-info.js';

const notFound = { ...staffErrors, 404: errorBody } as const;
const idParams = { params: programmeIdParams };

/**
 * A production's information blocks in the back office (decision 0018), under /api/admin,
 * administrators only: listed in their order, added to every performance or one, changed and
 * deleted (audited).
 */
export function eventInfoRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return (app) => {
    app.get(
      '/productions/:id/infos',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: "The production's information blocks, in their order.",
          ...idParams,
          response: { 200: adminEventInfosReply, ...notFound },
        },
      },
      (request) => listProductionInfos(deps.db, request.params.id),
    );

    app.post(
      '/productions/:id/infos',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Adds an information block to every performance of a production, or to one.',
          ...idParams,
          body: eventInfoBody,
          response: { 201: adminEventInfosReply, ...notFound },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        await createEventInfo(deps, {
          productionId: request.params.id,
          body: request.body,
          actorId: staff.id,
        });
        return reply.status(201).send(await listProductionInfos(deps.db, request.params.id));
      },
    );

    app.put(
      '/event-infos/:id',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: "Changes an information block's texts, performance and order.",
          ...idParams,
          body: eventInfoBody,
          response: { 200: adminEventInfosReply, ...notFound },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const productionId = await updateEventInfo(deps, {
          infoId: request.params.id,
          body: request.body,
          actorId: staff.id,
        });
        return listProductionInfos(deps.db, productionId);
      },
    );

    app.delete(
      '/event-infos/:id',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Deletes an information block.',
          ...idParams,
          response: { 204: z.null(), ...notFound },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        await deleteEventInfo(deps, { infoId: request.params.id, actorId: staff.id });
        return reply.status(204).send(null);
      },
    );

    return Promise.resolve();
  };
}
