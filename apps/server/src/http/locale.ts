import { isLocale, resolveLocale, type Locale } from '@theatre/i18n';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: `?lang=`, else Accept-Language (Hungarian, else English). */
    locale: Locale;
  }
}

export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', 'hu');
  app.addHook('onRequest', (request, _reply, done) => {
    const query = request.query as Record<string, unknown> | undefined;
    const lang = query?.lang;
    request.locale = isLocale(lang) ? lang : resolveLocale(request.headers['accept-language']);
    done();
  });
}
