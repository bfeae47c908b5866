import type { MailTransport } from './mail-transport.js';

/**
 * The demo's delivery: nothing leaves the machine. Every message is already stored in
 * `mail_messages` when it is queued, and the development mailbox (/dev/mailbox) shows it from there,
 * so handing it over is all there is to do.
 */
export function createMailboxTransport(): MailTransport {
  return {
    kind: 'mailbox',
    send: () => Promise.resolve(),
  };
}
