/** One outgoing e-mail, already rendered in the recipient's language. */
export interface OutgoingMail {
  to: string;
  toName?: string | null;
  subject: string;
  html: string;
  text: string;
  /** The sender's display name (the theatre) when MAIL_FROM does not give one. */
  fromName?: string | null;
  /** Files sent along (tickets, the receipt or invoice). */
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Where e-mails go: SMTP when SMTP_URL is set, otherwise the development mailbox (the message
 * just stays in `mail_messages`). `send` resolves once the message is handed over and rejects
 * when it was not; a PermanentMailError means retrying cannot help.
 */
export interface MailTransport {
  readonly kind: 'smtp' | 'mailbox';
  send(message: OutgoingMail): Promise<void>;
  close?(): Promise<void>;
}

/** A refusal retrying cannot fix (SMTP 5xx: no such mailbox, address refused). */
export class PermanentMailError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentMailError';
  }
}
