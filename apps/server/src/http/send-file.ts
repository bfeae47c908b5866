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
  const ascii = file.filename.replace(/[^\w.-]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .header('content-length', file.content.length)
    .send(file.content);
}
