import type { ErrorBody } from '@theatre/contracts';
import { translate, type Locale } from '@theatre/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { translateIssues } from './translate-validation.js';

function send(reply: FastifyReply, status: number, body: ErrorBody): void {
  void reply.status(status).type('application/json; charset=utf-8').send(body);
}

export function appErrorBody(error: AppError, locale: Locale): ErrorBody {
  const body: ErrorBody = {
    ...error.details,
    message: translate(locale, `errors.${error.code}`, error.params),
    code: error.code,
  };
  if (error.fieldErrors) {
    body.errors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, messages]) => [
        field,
        messages.map((m) => translate(locale, m.key, m.params)),
      ]),
    );
  }
  return body;
}

/** Maps Fastify's own client errors (bad JSON, wrong content type, too large) to our codes. */
function clientErrorCode(error: FastifyError): AppError {
  switch (error.statusCode) {
    case 413:
      return new AppError('payload_too_large');
    case 415:
      return new AppError('unsupported_media_type');
    case 429:
      return new AppError('rate_limited', { seconds: 60 });
    case 404:
      return new AppError('not_found');
    case undefined:
    default:
      return new AppError('bad_request');
  }
}

/**
 * The one place that turns errors into the spec's wire format. Nothing about the inside (stacks,
 * SQL) ever reaches the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = translateIssues(error.validation, locale);
      send(reply, 422, {
        message: translate(locale, 'errors.validation_failed'),
        code: 'validation_failed',
        errors,
      });
      return;
    }
    if (error instanceof AppError) {
      if (error.status === 503) void reply.header('retry-after', '30');
      if (error.status === 429 && error.params.seconds !== undefined) {
        void reply.header('retry-after', String(error.params.seconds));
      }
      send(reply, error.status, appErrorBody(error, locale));
      return;
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const appError = clientErrorCode(error);
      request.log.info({ err: error }, 'client error');
      send(reply, appError.status, appErrorBody(appError, locale));
      return;
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or failover of PostgreSQL: "try again", like the maintenance gate says when it
      // cannot read its flag, not an internal error.
      request.log.warn({ err: error }, 'database unavailable');
      const appError = new AppError('service_unavailable');
      void reply.header('retry-after', '30');
      send(reply, appError.status, appErrorBody(appError, locale));
      return;
    }
    request.log.error({ err: error }, 'unhandled error');
    send(reply, 500, { message: translate(locale, 'errors.internal'), code: 'internal' });
  });
}
