import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file a route answers with. */
export interface FileReply {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * A file reply: its type, and a name the browser saves it under (ASCII, and UTF-8 per RFC 6266),
 * for the buyer's downloads and the back office's alike.
 */
export function sendFile(reply: FastifyReply, file: FileReply) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachment(file.filename))
    .header('content-length', file.content.length)
    .send(file.content);
}

/** `attachment` with the name in ASCII and in UTF-8 (RFC 6266), for a file or a stream alike. */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\w.-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A file written while it is sent: no length, not kept by caches. */
export function sendStream(
  reply: FastifyReply,
  file: { filename: string; contentType: string; stream: Readable },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachment(file.filename))
    .header('cache-control', 'no-store')
    .send(file.stream);
}
