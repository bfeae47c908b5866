import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

/** NUL, which PostgreSQL cannot store in text, and the other C0 controls except tab and newlines. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function findControlCharacter(value: unknown, path: string, depth = 0): string | undefined {
  if (depth > 20) return undefined;
  if (typeof value === 'string') return forbidden.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(
        item,
        path ? `${path}.${index}` : String(index),
        depth + 1,
      );
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (forbidden.test(key)) return field;
      const found = findControlCharacter(item, field, depth + 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route cleans control characters itself (browser error reports). */
    acceptsControlCharacters?: boolean;
  }
}

/**
 * Control characters in any field of a request (body, query, path) get a 422 on that field before
 * any handler runs, for every route: a NUL byte would otherwise reach PostgreSQL and fail there.
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config.acceptsControlCharacters === true) {
      done();
      return;
    }
    const field =
      findControlCharacter(request.body, '') ??
      findControlCharacter(request.query, '') ??
      findControlCharacter(request.params, '');
    if (field === undefined) {
      done();
      return;
    }
    done(
      AppError.validation({
        [field === '' ? '_' : field]: [{ key: 'validation.control_characters' }],
      }),
    );
  });
}
