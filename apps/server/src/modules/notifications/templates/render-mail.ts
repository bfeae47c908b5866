import type { Locale } from '@theatre/i18n';
import { translateMail } from '@theatre/i18n/mail';
import type {
  MailAlert,
  MailCancellation,
  MailKind,
  MailMessageText,
  MailOrder,
  MailPerformanceCancelled,
  MailPerformanceMoved,
  MailTransfer,
  RefundMailReason,
} from '../queue-mail.js';
import { audienceMessageDocument } from './audience-message-document.js';
import { transferDocument } from './render-transfer-mail.js';
import { renderHtml, renderText, type MailBrand, type MailDocument } from './mail-layout.js';
import { attachmentParagraphs, performanceParagraphs } from './order-paid-paragraphs.js';
import { exchangeDocument } from './exchange-mail.js';
import { performanceCancelledDocument } from './performance-cancelled-mail.js';
import { performanceMovedDocument } from './performance-moved-mail.js';
import { refundDocument } from './refund-mails.js';
import { linkValidity } from './link-validity.js';
import { applyMailText, textApplies } from './apply-mail-text.js';
import type { MailText } from './mail-text-defaults.js';

export { linkValidity } from './link-validity.js';

export interface MailContent {
  kind: MailKind;
  locale: Locale;
  /** The recipient's name, as they gave it. */
  name: string;
  /** The recipient's address (the security notice names it). */
  email: string;
  /** The absolute link of the mail; required except for password_changed. */
  url: string | undefined;
  brand: MailBrand;
  /** The order of an order e-mail. */
  order?: MailOrder;
  /** A purchase link's mail: until when the cart's tickets are held. */
  holdUntil?: string;
  /** A payment_refunded mail: why the payment was given back. */
  refundReason?: RefundMailReason;
  /** An order_cancelled mail: what happened to the money and the documents. */
  cancellation?: MailCancellation;
  /** A payment_alert mail: what SimplePay said and what disagreed. */
  alert?: MailAlert;
  /** A performance_cancelled mail: the performance, why, and how the price comes back. */
  performanceCancelled?: MailPerformanceCancelled;
  /** A performance_moved mail: the new date, the tickets and the refund link. */
  performanceMoved?: MailPerformanceMoved;
  /** An audience_message mail: what staff wrote. */
  message?: MailMessageText;
  /** A group order's pro-forma or reminder: the bank details and the deadline. */
  transfer?: MailTransfer;
  /** Staff's text for the kind and language (decision 0051); none: the catalogue's. */
  customText?: MailText | null;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

function needLink(content: MailContent): string {
  if (content.url === undefined) throw new Error(`A ${content.kind} e-mail needs its link`);
  return content.url;
}

function needOrder(content: MailContent): MailOrder {
  if (content.order === undefined) throw new Error(`A ${content.kind} e-mail needs its order`);
  return content.order;
}

function documentOf(content: MailContent): Omit<MailDocument, 'locale' | 'brand'> {
  const { locale, kind } = content;
  const theatre = content.brand.theatreName;
  const greeting = translateMail(locale, 'common.greeting', { name: content.name });
  switch (kind) {
    case 'verify_email':
    case 'magic_link':
    case 'reset_password':
    case 'erase_account': {
      const validity = linkValidity[kind];
      return {
        subject: translateMail(locale, `${kind}.subject`, { theatre }),
        preheader: translateMail(locale, `${kind}.preheader`, validity),
        heading: translateMail(locale, `${kind}.heading`),
        body: [greeting, translateMail(locale, `${kind}.intro`)],
        button: { label: translateMail(locale, `${kind}.button`), url: needLink(content) },
        after: [translateMail(locale, `${kind}.validity`, validity)],
        notes: [translateMail(locale, `${kind}.ignore`)],
      };
    }
    case 'purchase_link': {
      const params = { ...linkValidity.purchase_link, time: content.holdUntil ?? '' };
      return {
        subject: translateMail(locale, 'purchase_link.subject', { theatre }),
        preheader: translateMail(locale, 'purchase_link.preheader', params),
        heading: translateMail(locale, 'purchase_link.heading'),
        body: [greeting, translateMail(locale, 'purchase_link.intro')],
        button: { label: translateMail(locale, 'purchase_link.button'), url: needLink(content) },
        after: [
          translateMail(locale, 'purchase_link.hold', params),
          translateMail(locale, 'purchase_link.validity', params),
        ],
        notes: [translateMail(locale, 'purchase_link.ignore')],
      };
    }
    case 'order_paid': {
      const order = needOrder(content);
      const params = { theatre, id: order.id, total: order.total };
      const performances = performanceParagraphs(order, locale);
      const attachments = attachmentParagraphs(order, locale);
      // An exchange's new order (decision 0050): what it replaced and how the money was settled.
      if (order.exchange) {
        return exchangeDocument({ locale, theatre, greeting, order, exchange: order.exchange });
      }
      // Complimentary tickets (decision 0045): a gift, not a purchase; no amount, no receipt.
      if (order.complimentary === true) {
        return {
          subject: translateMail(locale, 'order_paid.subject_complimentary', params),
          preheader: translateMail(locale, 'order_paid.preheader_complimentary', params),
          heading: translateMail(locale, 'order_paid.heading_complimentary'),
          body: [
            greeting,
            translateMail(locale, 'order_paid.intro_complimentary', params),
            ...performances,
            translateMail(locale, 'order_paid.items'),
            ...order.lines,
            ...attachments,
          ],
          after: [translateMail(locale, 'order_paid.after_complimentary')],
          notes: [],
        };
      }
      // A box-office sale: the tickets were printed at the desk; the receipt or invoice comes.
      if (order.desk === true && content.url === undefined) {
        return {
          subject: translateMail(locale, 'order_paid.subject', params),
          preheader: translateMail(locale, 'order_paid.preheader', params),
          heading: translateMail(locale, 'order_paid.heading'),
          body: [
            greeting,
            translateMail(locale, 'order_paid.intro_desk', params),
            ...performances,
            translateMail(locale, 'order_paid.items'),
            ...order.lines,
            ...attachments,
          ],
          after: [translateMail(locale, 'order_paid.after_desk')],
          notes: [],
        };
      }
      // A guest has no account: no "My orders" button; the purchase link brings them back.
      if (content.url === undefined) {
        return {
          subject: translateMail(locale, 'order_paid.subject', params),
          preheader: translateMail(locale, 'order_paid.preheader', params),
          heading: translateMail(locale, 'order_paid.heading'),
          body: [
            greeting,
            translateMail(locale, 'order_paid.intro', params),
            ...performances,
            translateMail(locale, 'order_paid.items'),
            ...order.lines,
            ...attachments,
          ],
          after: [translateMail(locale, 'order_paid.after_guest')],
          notes: [],
        };
      }
      return {
        subject: translateMail(locale, 'order_paid.subject', params),
        preheader: translateMail(locale, 'order_paid.preheader', params),
        heading: translateMail(locale, 'order_paid.heading'),
        body: [
          greeting,
          translateMail(locale, 'order_paid.intro', params),
          ...performances,
          translateMail(locale, 'order_paid.items'),
          ...order.lines,
          ...attachments,
        ],
        button: { label: translateMail(locale, 'order_paid.button'), url: needLink(content) },
        after: [translateMail(locale, 'order_paid.after')],
        notes: [],
      };
    }
    case 'payment_refunded':
    case 'refund_bank_details':
    case 'refund_transferred':
      return refundDocument({ ...content, kind }, greeting);
    case 'order_cancelled': {
      const order = needOrder(content);
      const cancellation = content.cancellation ?? {
        paid: false,
        refund: null,
        documentAttached: false,
      };
      const params = { theatre, id: order.id, total: order.total };
      const after = [
        ...(cancellation.refund === 'card'
          ? [translateMail(locale, 'order_cancelled.refund_card', params)]
          : []),
        ...(cancellation.refund === 'desk'
          ? [translateMail(locale, 'order_cancelled.refund_desk', params)]
          : []),
        ...(cancellation.paid ? [] : [translateMail(locale, 'order_cancelled.unpaid_payment')]),
        ...(cancellation.documentAttached
          ? [translateMail(locale, 'order_cancelled.document_attached')]
          : []),
      ];
      return {
        subject: translateMail(locale, 'order_cancelled.subject', params),
        preheader: translateMail(locale, 'order_cancelled.preheader', params),
        heading: translateMail(locale, 'order_cancelled.heading'),
        body: [
          greeting,
          translateMail(
            locale,
            cancellation.paid ? 'order_cancelled.intro_paid' : 'order_cancelled.intro_unpaid',
            params,
          ),
          ...(order.lines.length > 0
            ? [translateMail(locale, 'order_cancelled.items'), ...order.lines]
            : []),
          ...after,
        ],
        // A registered buyer finds the order in their account; a guest has no account.
        ...(content.url === undefined
          ? {}
          : {
              button: { label: translateMail(locale, 'order_cancelled.button'), url: content.url },
            }),
        after: content.url === undefined ? [] : [translateMail(locale, 'order_cancelled.after')],
        notes: [],
      };
    }
    case 'tickets_refunded': {
      // Some tickets of an order given back (decision 0039); `order.total` is what they cost.
      const order = needOrder(content);
      const params = { theatre, id: order.id, total: order.total };
      const refund = content.cancellation?.refund ?? null;
      return {
        subject: translateMail(locale, 'tickets_refunded.subject', params),
        preheader: translateMail(locale, 'tickets_refunded.preheader', params),
        heading: translateMail(locale, 'tickets_refunded.heading'),
        body: [
          greeting,
          translateMail(locale, 'tickets_refunded.intro', params),
          translateMail(locale, 'tickets_refunded.items'),
          ...order.lines,
          ...(refund === 'card'
            ? [translateMail(locale, 'tickets_refunded.refund_card', params)]
            : []),
          ...(refund === 'desk'
            ? [translateMail(locale, 'tickets_refunded.refund_desk', params)]
            : []),
          translateMail(locale, 'tickets_refunded.documents'),
        ],
        ...(content.url === undefined
          ? {}
          : {
              button: { label: translateMail(locale, 'tickets_refunded.button'), url: content.url },
            }),
        after: content.url === undefined ? [] : [translateMail(locale, 'tickets_refunded.after')],
        notes: [],
      };
    }
    case 'performance_cancelled': {
      const cancelled = content.performanceCancelled;
      if (cancelled === undefined)
        throw new Error('A performance_cancelled e-mail needs its facts');
      const order = needOrder(content);
      return performanceCancelledDocument({
        locale,
        theatre,
        greeting,
        url: content.url,
        order,
        cancelled,
      });
    }
    case 'audience_message':
      return audienceMessageDocument(content, needOrder(content), greeting);
    case 'performance_moved': {
      const moved = content.performanceMoved;
      if (moved === undefined) throw new Error('A performance_moved e-mail needs its facts');
      return performanceMovedDocument({
        locale,
        theatre,
        greeting,
        url: needLink(content),
        order: needOrder(content),
        moved,
      });
    }
    case 'payment_alert': {
      const order = needOrder(content);
      const alert = content.alert;
      if (alert === undefined) throw new Error('A payment_alert e-mail needs its alert');
      const params = {
        theatre,
        id: order.id,
        total: order.total,
        status: alert.status,
        source: translateMail(locale, `payment_alert.sources.${alert.source}`),
        transaction:
          alert.transactionId === null
            ? translateMail(locale, 'payment_alert.unknown')
            : String(alert.transactionId),
      };
      return {
        subject: translateMail(locale, 'payment_alert.subject', params),
        preheader: translateMail(locale, 'payment_alert.preheader', params),
        heading: translateMail(locale, 'payment_alert.heading'),
        body: [
          translateMail(locale, 'payment_alert.intro', params),
          translateMail(locale, 'payment_alert.mismatches'),
          ...alert.mismatches.map((mismatch) =>
            translateMail(locale, 'payment_alert.mismatch', {
              field: translateMail(locale, `payment_alert.fields.${mismatch.field}`),
              expected: mismatch.expected,
              received: mismatch.received,
            }),
          ),
        ],
        button: { label: translateMail(locale, 'payment_alert.button'), url: needLink(content) },
        after: [translateMail(locale, 'payment_alert.after')],
        notes: [translateMail(locale, 'payment_alert.why')],
      };
    }
    case 'transfer_pro_forma':
    case 'transfer_reminder':
      return transferDocument(content, greeting);
    case 'password_changed':
      return {
        subject: translateMail(locale, 'password_changed.subject', { theatre }),
        preheader: translateMail(locale, 'password_changed.preheader'),
        heading: translateMail(locale, 'password_changed.heading'),
        body: [
          greeting,
          translateMail(locale, 'password_changed.intro', { email: content.email }),
          translateMail(locale, 'password_changed.if_you'),
          translateMail(
            locale,
            content.url === undefined
              ? 'password_changed.if_not'
              : 'password_changed.if_not_with_link',
          ),
        ],
        ...(content.url === undefined
          ? {}
          : {
              button: {
                label: translateMail(locale, 'password_changed.button'),
                url: content.url,
              },
            }),
        after: [],
        notes: [],
      };
  }
}

/** One e-mail in the recipient's language: subject, HTML and plain text. */
export function renderMail(content: MailContent): RenderedMail {
  const own = content.customText;
  const base = documentOf(content);
  const doc: MailDocument = {
    ...(own && textApplies(content) ? applyMailText(base, content, own) : base),
    locale: content.locale,
    brand: content.brand,
  };
  // A subject is one line, whatever the settings' theatre name holds.
  const subject = doc.subject.replace(/\s+/g, ' ').trim();
  return { subject, html: renderHtml({ ...doc, subject }), text: renderText(doc) };
}
