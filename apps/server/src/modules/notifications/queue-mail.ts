import type { Locale } from '@theatre/i18n';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/schema.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { loadMailBrand } from './load-mail-brand.js';
import { loadMailText } from './load-mail-text.js';
import type { MailAttachment } from '../../integrations/mail/mail-transport.js';
import { insertMailAttachments, insertMailMessage } from './notifications.repository.js';
import { mailSendMaxAttempts, sendMailJobKind } from './send-mail.js';
import { renderMail } from './templates/render-mail.js';

export type MailKind =
  | 'verify_email'
  | 'magic_link'
  | 'reset_password'
  | 'erase_account'
  | 'password_changed'
  | 'purchase_link'
  | 'order_paid'
  | 'payment_refunded'
  | 'refund_bank_details'
  | 'refund_transferred'
  | 'order_cancelled'
  | 'tickets_refunded'
  | 'performance_cancelled'
  | 'performance_moved'
  | 'audience_message'
  | 'payment_alert'
  | 'transfer_pro_forma'
  | 'transfer_reminder';

/** A performance of an order, as its e-mail names it (formatted in the recipient's language). */
export interface MailPerformance {
  name: string;
  /** Its date and time in Budapest, e.g. `2026. december 3., csütörtök 19:00`; null when unknown. */
  when: string | null;
  /** The venue with its address, e.g. `Kamaraterem, 1011 Budapest, Bem rakpart 33.`. */
  venue: string | null;
}

/** What an order's e-mail tells (formatted in the recipient's language). */
export interface MailOrder {
  id: number;
  total: string;
  lines: string[];
  /** Sold at the box office's desk (its tickets were printed there; no link to come back by). */
  desk?: boolean;
  /** Complimentary tickets (decision 0045): given, not bought; nothing was paid. */
  complimentary?: boolean;
  /** An exchange's new order (decision 0050): what it replaced and how the money was settled. */
  exchange?: MailExchange;
  /** The performances the order has tickets for, the earliest first. */
  performances?: MailPerformance[];
  /** A refund_transferred mail (decision 0053): the account the refund went to, grouped. */
  bankAccount?: string;
  /** What the confirmation carries as PDF: the tickets, and the receipt or the invoice. */
  attached?: { tickets: boolean; fiscal: 'receipt' | 'invoice' | null; calendar?: boolean };
}

/** An exchange's money (decision 0050), amounts formatted in the recipient's language. */
export interface MailExchange {
  fromOrderId: number;
  /** What the old tickets were worth, moved to the new order. */
  credit: string;
  /** What the buyer paid at the desk on top of it. */
  paid: string;
  /** What goes back to them. */
  refunded: string;
  settlement: 'pay' | 'refund_card' | 'refund_desk' | 'even';
}

/** A group order's pro-forma or reminder (decision 0046): where and until when to transfer. */
export interface MailTransfer {
  /** The payment deadline, a day formatted in the recipient's language. */
  deadline: string;
  bankName: string;
  bankAccount: string;
  /** What the transfer's comment must say (the order number). */
  reference: string;
}

/** Why the shop gave a payment back by itself (a payment_refunded mail says which). */
export type RefundMailReason = 'tickets_gone' | 'already_paid' | 'order_closed';

/** A payment_alert mail (to staff): what SimplePay said and what disagreed with the order. */
export interface MailAlert {
  /** What SimplePay reported (FINISHED, …). */
  status: string;
  source: 'ipn' | 'query' | 'cancel';
  transactionId: number | null;
  mismatches: readonly {
    field: 'total' | 'currency' | 'merchant' | 'order_ref' | 'transaction_id';
    expected: string;
    received: string;
  }[];
}

/** What a cancellation e-mail says beside the order. */
export interface MailCancellation {
  /** The order had been paid (its tickets stopped admitting); false: it was awaiting payment. */
  paid: boolean;
  /** How the amount paid comes back: to the card, at the desk; null: not refunded. */
  refund: 'card' | 'desk' | null;
  /** The cancellation document is attached. */
  documentAttached: boolean;
}

/** A performance_cancelled mail: the performance, why, and how the tickets' price comes back. */
export interface MailPerformanceCancelled {
  /** The production's title in the recipient's language. */
  performance: string;
  /** Its date and time in Budapest, formatted. */
  when: string;
  reason: string;
  /** To the card, at the desk; null: nothing was paid for them. */
  refund: 'card' | 'desk' | null;
  /** The order keeps valid tickets of other performances. */
  ticketsLeft: boolean;
}

/** A performance_moved mail (decision 0048): the new date and what the buyer can do. */
export interface MailPerformanceMoved {
  /** The production's title in the recipient's language. */
  performance: string;
  /** The start before and after the move, formatted in Budapest time. */
  old: string;
  when: string;
  venue: string | null;
  note: string;
  /** Until when a refund may be asked, formatted. */
  deadline: string;
  /** The tickets PDF of the order, absolute. */
  ticketsUrl: string;
}

/** A message staff wrote (decision 0043): plain text, its line breaks kept. */
export interface MailMessageText {
  subject: string;
  text: string;
}

export interface QueueMailInput {
  kind: MailKind;
  to: string;
  name: string;
  locale: Locale;
  userId?: number | null;
  /** app path such as /verify-email/12/abc; made absolute with the link origin */
  path?: string;
  /**
   * The address the recipient uses the shop by (http/link-origin.ts), for the link and the logo;
   * PUBLIC_URL wins when it is set, and config.publicUrl stands in when this is not given.
   */
  origin?: string | null;
  order?: MailOrder;
  /** A purchase link's mail: until when the cart's tickets are held (a time of day, formatted). */
  holdUntil?: string;
  /** Files sent along (copied with the message). */
  attachments?: readonly MailAttachment[];
  /** A payment_refunded mail: why (tickets_gone unless given). */
  refundReason?: RefundMailReason;
  /**
   * An order_cancelled mail: what happened to the money and the documents; a tickets_refunded
   * mail: how the tickets' price comes back (`refund`).
   */
  cancellation?: MailCancellation;
  /** A payment_alert mail: what disagreed. */
  alert?: MailAlert;
  performanceCancelled?: MailPerformanceCancelled;
  performanceMoved?: MailPerformanceMoved;
  /** An audience_message mail: staff's subject and plain text in the recipient's language. */
  message?: MailMessageText;
  /** A transfer_pro_forma or transfer_reminder mail: the bank details and the deadline. */
  transfer?: MailTransfer;
}

/** The shop's own address for an app path; never another host. */
function absoluteUrl(publicUrl: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || /[\s\\]/.test(path)) {
    throw new Error(`A mail link must be an app path such as /verify-email/1/x, not ${path}`);
  }
  return `${publicUrl}${path}`;
}

/**
 * Renders an e-mail in the recipient's language, stores it in `mail_messages` and queues a
 * `mail.send` job for it, all on the given handle: pass the caller's transaction, and the mail is
 * sent only if that transaction commits. A message about an order is linked to it. Answers the
 * message's id.
 */
export async function queueMail(
  db: Kysely<Database>,
  config: Config,
  input: QueueMailInput,
): Promise<number> {
  const origin = config.publicUrlSet ? config.publicUrl : (input.origin ?? config.publicUrl);
  const url = input.path === undefined ? undefined : absoluteUrl(origin, input.path);
  const brand = await loadMailBrand(db, input.locale, origin);
  // Staff's text (decision 0051) is read now: the message stores what it rendered, so a later
  // change reaches only the mails queued after it.
  const customText = await loadMailText(db, input.kind, input.locale);
  const mail = renderMail({
    kind: input.kind,
    locale: input.locale,
    name: input.name,
    email: input.to,
    url,
    brand,
    ...(input.order ? { order: input.order } : {}),
    ...(input.holdUntil === undefined ? {} : { holdUntil: input.holdUntil }),
    ...(input.refundReason === undefined ? {} : { refundReason: input.refundReason }),
    ...(input.cancellation === undefined ? {} : { cancellation: input.cancellation }),
    ...(input.alert === undefined ? {} : { alert: input.alert }),
    ...(input.performanceCancelled === undefined
      ? {}
      : { performanceCancelled: input.performanceCancelled }),
    ...(input.performanceMoved === undefined ? {} : { performanceMoved: input.performanceMoved }),
    ...(input.message === undefined ? {} : { message: input.message }),
    ...(input.transfer === undefined ? {} : { transfer: input.transfer }),
    customText,
  });
  const id = await insertMailMessage(db, {
    kind: input.kind,
    to_address: input.to,
    to_name: input.name.trim() === '' ? null : input.name,
    locale: input.locale,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    user_id: input.userId ?? null,
    // The order's details list the e-mails sent about it.
    order_id: input.order?.id ?? null,
  });
  await insertMailAttachments(db, id, input.attachments ?? []);
  await enqueueJob(db, sendMailJobKind, { message_id: id }, { maxAttempts: mailSendMaxAttempts });
  return id;
}
