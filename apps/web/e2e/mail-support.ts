// The journeys' e-mail reader. The e2e servers send every e-mail through SMTP to the catcher that
// e2e-server.ts runs (apps/server/test/mail-catcher.ts), as production sends to its SMTP server: a
// journey reads the mail as it arrived there, decoded from the wire, with its attachments. The
// shop's outbox (the demo mailbox's API) only names each message's kind, to tell them apart.
import { expect, type APIRequestContext } from '@playwright/test';
import { e2eEnv } from './support';

/** An e-mail as the SMTP catcher received it, with the kind the shop queued it as. */
export interface DeliveredMail {
  /** The outbox's id of the message. */
  id: number;
  kind: string;
  to: string;
  /** When the shop queued it (ISO). */
  created_at: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content_type: string; content: Buffer }[];
}

interface OutboxEntry {
  id: number;
  kind: string;
  to: string;
  subject: string;
  created_at: string;
  status: string;
}

interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content_type: string; content_base64: string }[];
}

/**
 * The e-mails of a kind sent to an address that have arrived at the catcher, newest first (an
 * empty list while none has). Each queued message is matched to one received message with its
 * subject; one queued but not yet delivered is not listed.
 */
export async function deliveredMails(
  request: APIRequestContext,
  to: string,
  kind: string,
): Promise<DeliveredMail[]> {
  const outboxReply = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  if (!outboxReply.ok()) return [];
  const outbox = ((await outboxReply.json()) as OutboxEntry[]).filter(
    (entry) => entry.kind === kind && entry.to === to && entry.status === 'sent',
  );
  if (outbox.length === 0) return [];
  const caughtReply = await request.get(
    `${e2eEnv().mail.url}/messages?to=${encodeURIComponent(to)}`,
  );
  expect(caughtReply.ok(), 'the SMTP catcher answers').toBe(true);
  const unclaimed = [...((await caughtReply.json()) as CaughtMail[])];
  const delivered: DeliveredMail[] = [];
  // The outbox lists the newest first; the catcher in arrival order: match the oldest first.
  for (const entry of [...outbox].reverse()) {
    const index = unclaimed.findIndex((mail) => mail.subject === entry.subject);
    if (index < 0) continue;
    const [mail] = unclaimed.splice(index, 1);
    if (!mail) continue;
    delivered.unshift({
      id: entry.id,
      kind: entry.kind,
      to: entry.to,
      created_at: entry.created_at,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments.map((file) => ({
        filename: file.filename,
        content_type: file.content_type,
        content: Buffer.from(file.content_base64, 'base64'),
      })),
    });
  }
  return delivered;
}

/**
 * The newest e-mail of a kind to an address once it has arrived at the catcher (queued after
 * `after`, an ISO time, when given).
 */
export async function deliveredMail(
  request: APIRequestContext,
  to: string,
  kind: string,
  options: { after?: string; timeout?: number } = {},
): Promise<DeliveredMail> {
  let found: DeliveredMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await deliveredMails(request, to, kind);
        found = mails.find((mail) => mail.created_at > (options.after ?? ''));
        return found !== undefined;
      },
      {
        message: `a ${kind} e-mail to ${to} at the SMTP catcher`,
        timeout: options.timeout ?? 30_000,
      },
    )
    .toBe(true);
  return found!;
}
