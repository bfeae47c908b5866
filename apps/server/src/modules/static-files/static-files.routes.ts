import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendCachedJson } from '../../http/send-cached-json.js';
import { staticFileNames, type StaticData } from './static-data.js';

/** GET /storage/{programs,public_settings,countries}.json, revalidated by ETag. */
export function staticFileRoutes(staticData: StaticData): FastifyPluginAsync {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    for (const name of staticFileNames) {
      app.get(
        `/storage/${name}`,
        // Compressed once per build of the file (static-data.ts), not per request.
        { schema: { hide: true }, compress: false },
        async (request: FastifyRequest, reply: FastifyReply) =>
          sendCachedJson(request, reply, await staticData.load(name)),
      );
    }
  };
}
