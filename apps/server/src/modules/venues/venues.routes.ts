import {
  adminVenue,
  adminVenuesReply,
  errorBody,
  hallBody,
  hallUpdateBody,
  venueBody,
  venueIdParams,
} from '@theatre/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { createHall } from './create-hall.js';
import { createVenue } from './create-venue.js';
import { deleteHall } from './delete-hall.js';
import { deleteVenue } from './delete-venue.js';
import { getVenue, listVenues } from './list-venues.js';
import { updateHall } from './update-hall.js';
import { updateVenue } from './update-venue.js';

const notFound = { ...staffErrors, 404: errorBody } as const;
const conflicts = { ...notFound, 409: errorBody } as const;
const idParams = { params: venueIdParams };

/**
 * Venues and their halls in the back office (decision 0027), a section under /api/admin,
 * administrators only. A venue is a building at an address; a performance takes place in one of
 * its halls, whose capacity its ticket types add up to at most. Every change runs in one
 * transaction and is audited on the venue with the administrator; a venue or hall that ever had a
 * performance stays (409). Each change answers with the whole venue.
 */
export function venueRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return (app) => {
    app.get(
      '/venues',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Every venue with its halls and their performance counts.',
          description:
            'Venues by name, each with its halls in their order. The performance form picks a hall from this list.',
          response: { 200: adminVenuesReply, ...staffErrors },
        },
      },
      () => listVenues(deps.db),
    );

    app.post(
      '/venues',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Creates a venue (names in Hungarian and English, address).',
          description:
            'A new venue without halls; add its halls with POST /admin/venues/{id}/halls. Audited as venue.created.',
          body: venueBody,
          response: { 201: adminVenue, ...staffErrors },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        const id = await createVenue(deps, { body: request.body, actorId: staff.id });
        return reply.status(201).send(await getVenue(deps.db, id));
      },
    );

    app.put(
      '/venues/:id',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: "Changes a venue's names and address.",
          description:
            'The shop shows the change within a few seconds; tickets already issued keep what was printed on them. Audited as venue.updated with each field before and after.',
          ...idParams,
          body: venueBody,
          response: { 200: adminVenue, ...notFound },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        await updateVenue(deps, {
          venueId: request.params.id,
          body: request.body,
          actorId: staff.id,
        });
        return getVenue(deps.db, request.params.id);
      },
    );

    app.delete(
      '/venues/:id',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Deletes a venue whose halls never had a performance, with its halls.',
          description:
            '409 venue_in_use when one of its halls has or had a performance. Audited as venue.deleted.',
          ...idParams,
          response: { 204: z.null(), ...conflicts },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        await deleteVenue(deps, { venueId: request.params.id, actorId: staff.id });
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/venues/:id/halls',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Adds a hall (names, capacity) to a venue.',
          description:
            "The capacity is how many people the hall admits: a performance's ticket types add up to at most this. Audited as hall.created on the venue.",
          ...idParams,
          body: hallBody,
          response: { 201: adminVenue, ...notFound },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        await createHall(deps, {
          venueId: request.params.id,
          body: request.body,
          actorId: staff.id,
        });
        return reply.status(201).send(await getVenue(deps.db, request.params.id));
      },
    );

    app.put(
      '/halls/:id',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: "Changes a hall's names, capacity and order, or moves it to another venue.",
          description:
            'A lower capacity applies to changes from now on: performances whose ticket types exceed it keep them, and may lower them but not raise them. A moved hall takes its performances along. Audited as hall.updated (and hall.moved on the new venue). Answers the venue the hall is in.',
          ...idParams,
          body: hallUpdateBody,
          response: { 200: adminVenue, ...notFound },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const { venueId } = await updateHall(deps, {
          hallId: request.params.id,
          body: request.body,
          actorId: staff.id,
        });
        return getVenue(deps.db, venueId);
      },
    );

    app.delete(
      '/halls/:id',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Deletes a hall that never had a performance.',
          description:
            '409 hall_in_use when it has or had a performance. Audited as hall.deleted on its venue.',
          ...idParams,
          response: { 204: z.null(), ...conflicts },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        await deleteHall(deps, { hallId: request.params.id, actorId: staff.id });
        return reply.status(204).send(null);
      },
    );
    return Promise.resolve();
  };
}
