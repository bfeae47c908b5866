import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { isDirectFromLoopback } from '../../http/loopback.js';
import { AppError } from '../../lib/app-error.js';

/**
 * GET /api/metrics: this process's counters (how the on-sale requests were combined), for the
 * benchmark and for an operator on the machine. Only from this machine, never through a proxy;
 * anyone else gets the unknown-path 404.
 */
export function metricsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!isDirectFromLoopback(request)) throw new AppError('route_not_found');
      void reply.header('cache-control', 'no-store');
      return { pid: process.pid, cart: deps.holds.stats() };
    });
  };
}
