import type { FastifyRequest } from 'fastify';

/**
 * Where a request came from, for the security log (decision 0058): the address as the proxy
 * setting reads it and the browser's User-Agent.
 */
export function securityClientOf(request: FastifyRequest): { ip: string; userAgent?: string } {
  const userAgent = request.headers['user-agent'];
  return typeof userAgent === 'string' ? { ip: request.ip, userAgent } : { ip: request.ip };
}
