// For tests only (smtp-server is a development dependency; the server bundle never imports this):
// a real SMTP server on loopback that keeps what it receives, with a small MIME reader of its own,
// so the mail is checked as it travelled on the wire, not as nodemailer meant it.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeFrom: string | null;
  envelopeTo: string[];
  /** Header names in lower case, folded lines joined, encoded words (RFC 2047) decoded. */
  headers: Record<string, string>;
  parts: ReceivedPart[];
  text: string | undefined;
  html: string | undefined;
  raw: string;
}

export interface ReceivedPart {
  contentType: string;
  charset: string | undefined;
  transferEncoding: string;
  body: string;
  /** An attachment's file name (Content-Disposition's filename, or Content-Type's name). */
  filename: string | undefined;
  /** The decoded bytes (a binary attachment does not survive `body`'s text). */
  content: Buffer;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Bytes held in a latin1 string, read as UTF-8. */
const utf8 = (binary: string) => Buffer.from(binary, 'latin1').toString('utf8');

function decodeQuotedPrintable(binary: string): Buffer {
  const joined = binary.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeEncodedWords(value: string): string {
  const encodedWord = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  return utf8(value.replace(/(\?=)\s+(?==\?)/g, '$1')).replace(
    encodedWord,
    (_whole, charset: string, encoding: string, text: string) => {
      if (!/^utf-?8$/i.test(charset)) throw new Error(`Unexpected charset ${charset}`);
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : decodeQuotedPrintable(text.replace(/_/g, ' '));
      return bytes.toString('utf8');
    },
  );
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = decodeEncodedWords(
      line.slice(colon + 1).trim(),
    );
  }
  return headers;
}

function parameter(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(header);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** One MIME entity (in a latin1 string): its leaf parts, multiparts walked recursively. */
function parseEntity(binary: string): { headers: Record<string, string>; parts: ReceivedPart[] } {
  const split = binary.search(/\r?\n\r?\n/);
  const head = split < 0 ? binary : binary.slice(0, split);
  const body = split < 0 ? '' : binary.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = parseHeaders(head);
  const contentType = headers['content-type'] ?? 'text/plain';
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = parameter(contentType, 'boundary');
    if (boundary === undefined) throw new Error('A multipart entity without a boundary');
    const sections = body.split(`--${boundary}`);
    const parts = sections
      .slice(1)
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => parseEntity(section.replace(/^\r?\n/, '').replace(/\r?\n$/, '')).parts);
    return { headers, parts };
  }
  const transferEncoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const bytes =
    transferEncoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : transferEncoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'latin1');
  const charset = parameter(contentType, 'charset');
  const disposition = headers['content-disposition'] ?? '';
  return {
    headers,
    parts: [
      {
        contentType: type,
        charset,
        transferEncoding,
        filename: parameter(disposition, 'filename') ?? parameter(contentType, 'name'),
        content: bytes,
        body: bytes.toString(
          charset === undefined || /^utf-?8$/i.test(charset) ? 'utf8' : 'latin1',
        ),
      },
    ],
  };
}

export function parseMail(
  raw: Buffer,
  envelope: { from: string | null; to: string[] } = { from: null, to: [] },
): ReceivedMail {
  const { headers, parts } = parseEntity(raw.toString('latin1'));
  return {
    envelopeFrom: envelope.from,
    envelopeTo: envelope.to,
    headers,
    parts,
    text: parts.find((part) => part.contentType === 'text/plain')?.body,
    html: parts.find((part) => part.contentType === 'text/html')?.body,
    raw: raw.toString('utf8'),
  };
}

/** Listens on 127.0.0.1 (a random port unless given), plain SMTP without TLS or login. */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Pooled client connections stay open; do not wait long for them when closing.
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        try {
          received.push(
            parseMail(Buffer.concat(chunks), {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
              to: session.envelope.rcptTo.map((address) => address.address),
            }),
          );
          callback();
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
