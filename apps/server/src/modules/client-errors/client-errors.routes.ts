import { clientErrorReport, errorBody } from '@theatre/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { storeClientError } from './store-client-error.js';

export function clientErrorRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.post(
      '/errors',
      {
        bodyLimit: 16 * 1024,
        // Browser error texts may hold control characters; the use case strips them.
        config: { rateLimit: { max: 20, timeWindow: '1 minute' }, acceptsControlCharacters: true },
        schema: {
          tags: ['errors'],
          summary: 'Report of an uncaught error in the browser.',
          body: clientErrorReport,
          response: { 204: z.null(), 413: errorBody, 422: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        await storeClientError(deps.db, request.body, {
          userAgent: request.headers['user-agent'],
          requestId: request.id,
        });
        return reply.status(204).send(null);
      },
    );
  };
}
