import type { FastifyRequest } from 'fastify';

function isLoopbackAddress(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

/**
 * The request came straight from this machine: it looks at the socket, not at request.ip, and
 * refuses anything that came through a proxy (which would make every request look local).
 */
export function isDirectFromLoopback(request: FastifyRequest): boolean {
  return (
    request.headers['x-forwarded-for'] === undefined &&
    request.headers.forwarded === undefined &&
    isLoopbackAddress(request.socket.remoteAddress ?? '')
  );
}
