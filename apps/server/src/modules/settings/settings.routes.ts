import {
  availability,
  documentPage,
  errorBody,
  numericId,
  publicSettings,
} from '@theatre/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { getDocument } from '../content/get-document.js';
import { getPublicSettings } from './get-public-settings.js';
import { checkAvailability, checkDatabase } from './check-availability.js';

export function settingsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get(
      '/settings/:type',
      {
        schema: {
          tags: ['settings'],
          summary: 'Settings of one type; `public` is the object the web app keeps.',
          params: z.object({ type: z.string().max(40) }),
          response: { 200: publicSettings, 404: errorBody, 422: errorBody },
        },
      },
      async (request) => {
        if (request.params.type !== 'public') throw new AppError('settings_type_not_found');
        return getPublicSettings(deps.db, deps.config.recaptcha?.siteKey ?? null);
      },
    );

    app.get(
      '/settings/:id/show',
      {
        schema: {
          tags: ['settings'],
          summary: 'One footer link page (information or document), rendered safely.',
          params: z.object({ id: numericId }),
          response: { 200: documentPage, 404: errorBody, 422: errorBody },
        },
      },
      async (request) => getDocument(deps.db, request.params.id),
    );

    app.get(
      '/available',
      {
        schema: {
          tags: ['settings'],
          summary: 'Availability probe of the web app: 200 only when the shop can serve visitors.',
          response: { 200: availability, 503: errorBody },
        },
      },
      async () => {
        await checkAvailability(deps.db, deps.maintenance);
        return { available: true };
      },
    );

    app.get(
      '/health',
      {
        schema: {
          tags: ['settings'],
          summary:
            'Load balancer health check: 200 while this process and its database work, whatever the maintenance switch says.',
          response: { 200: availability, 503: errorBody },
        },
      },
      async () => {
        await checkDatabase(deps.db);
        return { available: true };
      },
    );
  };
}
