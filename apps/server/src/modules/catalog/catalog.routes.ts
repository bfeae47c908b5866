import {
  errorBody,
  eventDetails,
  eventInfo,
  eventListQuery,
  eventPreview,
  eventSummary,
  idOrSlug,
  type EventSummary,
  ticketInfo,
} from '@theatre/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { optionalUser } from '../../access/authentication.js';
import { sendCachedJson } from '../../http/send-cached-json.js';
import { getEventPreview } from './get-event-preview.js';
import { getEvent, type Viewer } from './get-event.js';
import { listEventInfos } from './list-event-infos.js';
import { filterEvents } from './list-events.js';
import { listTicketInfos } from './list-ticket-infos.js';

const eventParams = z.object({ id: idOrSlug });

export function catalogRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  /** VIP users also see VIP-only performances and ticket types (docs/product.md §6). */
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> => {
    const signedIn = await optionalUser(request, deps);
    return { vip: signedIn?.user.vip ?? false };
  };

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get(
      '/events',
      {
        schema: {
          tags: ['events'],
          summary: 'The public programme: upcoming published performances.',
          querystring: eventListQuery,
          response: { 200: z.array(eventSummary), 422: errorBody },
        },
      },
      // The programme every process keeps for a few seconds (programs.json, the hottest read of a
      // sale spike), sent as it is, compressed ahead of time; a search filters the same snapshot.
      async (request, reply) => {
        const programme = await deps.staticData.load('programs.json');
        const { search, date } = request.query;
        if (search === undefined && date === undefined) {
          return sendCachedJson(request, reply, programme);
        }
        return filterEvents(programme.value as EventSummary[], request.query);
      },
    );

    app.get(
      '/events/:id',
      {
        schema: {
          tags: ['events'],
          summary: 'One performance by id or url slug.',
          params: eventParams,
          response: { 200: eventDetails, 404: errorBody, 422: errorBody },
        },
      },
      async (request) => getEvent(deps.db, deps.clock, request.params.id, await viewerOf(request)),
    );

    app.get(
      '/events/:id/infos',
      {
        schema: {
          tags: ['events'],
          summary: 'Extra information blocks of a performance.',
          params: eventParams,
          response: { 200: z.array(eventInfo), 404: errorBody, 422: errorBody },
        },
      },
      async (request) => listEventInfos(deps.db, request.params.id, await viewerOf(request)),
    );

    app.get(
      '/events/:id/ticket-infos',
      {
        schema: {
          tags: ['events'],
          summary: 'Ticket types with price, availability and sold-out state.',
          params: eventParams,
          response: { 200: z.array(ticketInfo), 404: errorBody, 422: errorBody },
        },
      },
      async (request) => listTicketInfos(deps.db, request.params.id, await viewerOf(request)),
    );

    app.get(
      '/preview/:id',
      {
        schema: {
          tags: ['events'],
          summary: 'Staff preview of a performance that is unpublished or not yet on sale.',
          params: z.object({ id: z.uuid('validation.id_or_slug') }),
          response: { 200: eventPreview, 404: errorBody, 422: errorBody },
        },
      },
      async (request) => getEventPreview(deps.db, deps.clock, request.params.id),
    );
  };
}
