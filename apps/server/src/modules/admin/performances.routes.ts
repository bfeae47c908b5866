import { staffPerformancesQuery, staffPerformancesReply } from '@theatre/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { staffErrors } from '../../access/staff-access.js';
import { listStaffPerformances } from '../catalog/list-staff-performances.js';

/** The performances staff pick from (the door, the box office, reports). */
export function performanceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get(
      '/performances',
      {
        config: { permission: 'performances_view' },
        schema: {
          tags: ['admin'],
          summary: 'Performances from a day, with capacity, sold, held and admitted tickets.',
          querystring: staffPerformancesQuery,
          response: { 200: staffPerformancesReply, ...staffErrors },
        },
      },
      (request) => listStaffPerformances(deps, request.query),
    );
  };
}
