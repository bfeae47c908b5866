import type { Config } from '../../config/config.js';
import { createMailboxTransport } from './mailbox-transport.js';
import type { MailTransport } from './mail-transport.js';
import { createSmtpTransport } from './smtp-transport.js';

/**
 * SMTP when SMTP_URL is set (production requires it); otherwise the development mailbox, so the
 * demo works offline and every message can be read at /dev/mailbox.
 */
export function createMailTransport(config: Config): MailTransport {
  const url = config.raw.SMTP_URL;
  if (url === undefined) return createMailboxTransport();
  return createSmtpTransport({ url, from: config.raw.MAIL_FROM });
}
