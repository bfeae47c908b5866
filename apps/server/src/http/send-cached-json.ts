import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON body built once and kept, with its tag and its compressed forms. */
export interface CachedJson {
  body: string;
  etag: string;
  encoded: { br: Buffer; gzip: Buffer };
}

const encodings = new Negotiator<'br' | 'gzip' | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
});

/** If-None-Match may list several tags, and proxies that compress mark them weak (`W/"…"`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers with a cached JSON body: 304 when the browser has it (ETag), else the form of it the
 * browser accepts best, compressed ahead of time. The route must turn the compression plugin off
 * (`compress: false`), or it would compress again.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, file: CachedJson) {
  void reply
    .header('etag', file.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8');
  if (etagMatches(request.headers['if-none-match'], file.etag)) {
    return reply.status(304).send();
  }
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? encodings.negotiate(accepted) : null;
  if (encoding === 'br' || encoding === 'gzip') {
    return reply.header('content-encoding', encoding).send(file.encoded[encoding]);
  }
  return reply.send(file.body);
}
