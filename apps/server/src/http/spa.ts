import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { translate } from '@theatre/i18n';
import type { FastifyInstance } from 'fastify';

const immutable = 'public, max-age=31536000, immutable';

/**
 * The built web app, served by the same process: files as they are (hashed assets cached for a
 * year), and index.html for every other GET outside /api so client-side routes load on refresh.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasSpa = fs.existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: true,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        void res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? immutable : 'no-cache',
        );
      },
    });
  }

  if (hasSpa) {
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', webDistDir),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/storage/') &&
      // A path with an extension is a missing file, not a page.
      !/\.[a-z0-9]{1,8}(\?|$)/i.test(url.split('?')[0] ?? '');
    if (isPage && hasSpa) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDistDir);
    }
    return reply.status(404).send({
      message: translate(request.locale, 'errors.route_not_found'),
      code: 'route_not_found',
    });
  });
}
