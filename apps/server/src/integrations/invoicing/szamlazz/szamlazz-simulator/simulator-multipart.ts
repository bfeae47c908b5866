/**
 * A multipart/form-data reader (RFC 7578) for the simulator, written here rather than taken from
 * the platform: the adapter encodes with undici's FormData, and a reader of the same library
 * could agree with its own mistakes. It reads what the agent needs: each part's field name,
 * file name and bytes.
 */

export interface FormPart {
  name: string;
  /** Set when the part is a file upload; the agent wants the XML as a file. */
  filename: string | null;
  content: Buffer;
}

function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

function dispositionOf(headers: string): { name: string; filename: string | null } | null {
  const line = headers.split('\r\n').find((header) => /^content-disposition\s*:/i.test(header));
  if (!line || !/:\s*form-data\s*(;|$)/i.test(line)) return null;
  const parameters = new Map<string, string>();
  for (const match of line.matchAll(/;\s*([a-z*]+)="((?:[^"\\]|\\.)*)"/gi)) {
    parameters.set((match[1] ?? '').toLowerCase(), (match[2] ?? '').replace(/\\(.)/g, '$1'));
  }
  const name = parameters.get('name');
  return name === undefined ? null : { name, filename: parameters.get('filename') ?? null };
}

/** The parts of a multipart/form-data body; null when it is not one or is malformed. */
export function readMultipart(contentType: string | undefined, body: Buffer): FormPart[] | null {
  const boundary = boundaryOf(contentType);
  if (boundary === null) return null;
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  let at = body.indexOf(delimiter);
  if (at < 0) return null;
  const parts: FormPart[] = [];
  for (;;) {
    at += delimiter.length;
    const after = body.subarray(at, at + 2).toString('latin1');
    if (after === '--') return parts;
    if (after !== '\r\n') return null;
    const headersEnd = body.indexOf('\r\n\r\n', at);
    if (headersEnd < 0) return null;
    const disposition = dispositionOf(body.subarray(at + 2, headersEnd).toString('utf8'));
    const contentStart = headersEnd + 4;
    const end = body.indexOf(nextDelimiter, contentStart);
    if (disposition === null || end < 0) return null;
    parts.push({ ...disposition, content: body.subarray(contentStart, end) });
    at = end + 2;
  }
}
