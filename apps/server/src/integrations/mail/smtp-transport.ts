import nodemailer from 'nodemailer';
import { PermanentMailError, type MailTransport, type OutgoingMail } from './mail-transport.js';

export interface SmtpTransportOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 (TLS from the start). */
  url: string;
  /** The From header as given (MAIL_FROM); otherwise the theatre's name at `defaultFromAddress`. */
  from: string | undefined;
  defaultFromAddress?: string;
}

export const defaultFromAddress = 'jegypenztar@localhost';

/** SMTP's permanent failures (5xx: no such mailbox, refused): retrying would not help. */
function isPermanent(error: unknown): boolean {
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/**
 * Real delivery through nodemailer's pooled SMTP transport. Options in the URL's query string
 * (`?requireTLS=true`, `?ignoreTLS=true`, `?tls.rejectUnauthorized=false`, `?maxConnections=2`)
 * override the defaults here.
 */
export function createSmtpTransport(options: SmtpTransportOptions): MailTransport {
  const transporter = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: 3,
    maxMessages: 100,
    // Fail fast when the server does not answer, so the job is retried later instead of hanging.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dnsTimeout: 10_000,
  });
  const fromAddress = options.defaultFromAddress ?? defaultFromAddress;
  return {
    kind: 'smtp',
    async send(message: OutgoingMail) {
      try {
        await transporter.sendMail({
          from: options.from ?? { name: message.fromName ?? 'Jegypénztár', address: fromAddress },
          to: message.toName ? { name: message.toName, address: message.to } : message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.attachments && message.attachments.length > 0
            ? {
                attachments: message.attachments.map((file) => ({
                  filename: file.filename,
                  contentType: file.contentType,
                  content: file.content,
                })),
              }
            : {}),
        });
      } catch (error) {
        if (isPermanent(error)) {
          throw new PermanentMailError(error instanceof Error ? error.message : String(error), {
            cause: error,
          });
        }
        throw error;
      }
    },
    close() {
      transporter.close();
      return Promise.resolve();
    },
  };
}
