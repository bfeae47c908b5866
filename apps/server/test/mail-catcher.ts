// The browser tests' SMTP catcher: a real SMTP server on loopback that the e2e servers send every
// e-mail to (SMTP_URL), and a small HTTP reader of what it received, so a journey checks the mail
// as it travelled on the wire (headers decoded, attachments as sent), not the shop's outbox.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  startTestSmtpServer,
  type ReceivedMail,
} from '../src/integrations/mail/test-smtp-server.js';

export interface MailCatcher {
  /** For the server: smtp://127.0.0.1:<port>. */
  smtpUrl: string;
  /** The reader: GET <url>/messages?to=<address>. */
  url: string;
  close(): Promise<void>;
}

/** What the reader answers for one received e-mail. */
export interface CaughtMail {
  to: string[];
  from: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content_type: string; content_base64: string }[];
}

function caught(mail: ReceivedMail): CaughtMail {
  return {
    to: mail.envelopeTo,
    from: mail.headers.from ?? null,
    subject: mail.headers.subject ?? '',
    // SMTP carries lines ended by CRLF; the shop wrote them with LF.
    text: (mail.text ?? '').replace(/\r\n/g, '\n'),
    html: (mail.html ?? '').replace(/\r\n/g, '\n'),
    attachments: mail.parts
      .filter((part) => part.filename !== undefined)
      .map((part) => ({
        filename: part.filename ?? '',
        content_type: part.contentType,
        content_base64: part.content.toString('base64'),
      })),
  };
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const smtp = await startTestSmtpServer();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.trim().toLowerCase();
    const messages = smtp.received
      .filter((mail) => !to || mail.envelopeTo.some((address) => address.toLowerCase() === to))
      .map(caught);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${String(smtp.port)}`,
    url: `http://127.0.0.1:${String(port)}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await smtp.close();
    },
  };
}
