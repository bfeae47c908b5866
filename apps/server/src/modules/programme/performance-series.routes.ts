import {
  errorBody,
  performanceCopiesBody,
  performanceCopiesReply,
  performanceSeriesBody,
  performanceSeriesPreview,
  programmeIdParams,
  seriesMaxPerformances,
  type SeriesPerformance,
} from '@theatre/contracts';
import { translate, type Locale } from '@theatre/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { copyPerformance } from './copy-performance.js';
import {
  generatePerformanceSeries,
  previewPerformanceSeries,
} from './generate-performance-series.js';

const notFound = { ...staffErrors, 404: errorBody } as const;
const idParams = { params: programmeIdParams };

function madeReply(locale: Locale, performances: SeriesPerformance[]) {
  return {
    message: translate(locale, 'messages.performances_copied', { count: performances.length }),
    performances,
  };
}

/**
 * Performances in series in the back office (decision 0041), under /api/admin, administrators
 * only: a performance copied to other dates, or to every matching day of a weekly pattern (with
 * a preview that makes nothing). All of a request's copies are made in one transaction, or none.
 */
export function performanceSeriesRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return (app) => {
    app.post(
      '/performances/:id/copies',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Copies a performance to other dates (unpublished copies, all or none).',
          description: `1 to ${String(seriesMaxPerformances)} starts. Each copy keeps the production, the hall, the ticket types, the fee, the VIP flag and the sale window shifted with its start; a seated hall's copy takes the hall's current map with the original's zones and blocks. 422 on \`starts_at\` when the hall already has a performance at one of them.`,
          ...idParams,
          body: performanceCopiesBody,
          response: { 201: performanceCopiesReply, ...notFound },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        const performances = await copyPerformance(deps, {
          eventId: request.params.id,
          starts: request.body.starts_at.map((start) => new Date(start)),
          actorId: staff.id,
        });
        return reply.status(201).send(madeReply(request.locale, performances));
      },
    );

    app.post(
      '/performances/:id/series',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Copies a performance to every matching day of a weekly pattern.',
          description: `Every day from \`from\` to \`to\` on one of the \`weekdays\` (1 = Monday … 7 = Sunday), at \`time\` in Budapest wall-clock time (the same across the changes of the clocks), but the \`skip\` days and the original's own start; at most ${String(seriesMaxPerformances)}. With \`preview: true\` it answers the starts (200) and makes nothing; otherwise the copies as /copies makes them (201).`,
          ...idParams,
          body: performanceSeriesBody,
          response: { 200: performanceSeriesPreview, 201: performanceCopiesReply, ...notFound },
        },
      },
      async (request, reply) => {
        const { preview, ...pattern } = request.body;
        if (preview) {
          await requireStaff(request, deps);
          const starts = await previewPerformanceSeries(deps.db, {
            eventId: request.params.id,
            pattern,
          });
          return reply.status(200).send({ starts_at: starts.map((start) => start.toISOString()) });
        }
        const staff = await requireStaff(request, deps);
        const performances = await generatePerformanceSeries(deps, {
          eventId: request.params.id,
          pattern,
          actorId: staff.id,
        });
        return reply.status(201).send(madeReply(request.locale, performances));
      },
    );
    return Promise.resolve();
  };
}
