import type { Locale } from '@theatre/i18n';
import { translateMail } from '@theatre/i18n/mail';
import type { MailOrder } from '../queue-mail.js';

/* The paragraphs of a confirmation (order_paid) that describe the order's performances and files. */

/** Each performance of an order as one paragraph of lines: its name, date and time, venue. */
export function performanceParagraphs(order: MailOrder, locale: Locale): string[] {
  return (order.performances ?? []).map((performance) =>
    [
      translateMail(locale, 'order_paid.performance', { name: performance.name }),
      ...(performance.when
        ? [translateMail(locale, 'order_paid.when', { when: performance.when })]
        : []),
      ...(performance.venue
        ? [translateMail(locale, 'order_paid.venue', { venue: performance.venue })]
        : []),
    ].join('\n'),
  );
}

/**
 * What the confirmation says of its attachments: which PDFs it carries ("the tickets and the
 * receipt"), and how the tickets are used, or, when the buyer chose to download them, where.
 */
export function attachmentParagraphs(order: MailOrder, locale: Locale): string[] {
  const attached = order.attached;
  if (!attached) return [];
  const files = [
    ...(attached.tickets ? [translateMail(locale, 'order_paid.attached_tickets')] : []),
    ...(attached.fiscal ? [translateMail(locale, `order_paid.attached_${attached.fiscal}`)] : []),
  ];
  const and = ` ${translateMail(locale, 'order_paid.and')} `;
  return [
    ...(files.length > 0
      ? [translateMail(locale, 'order_paid.attached', { files: files.join(and) })]
      : []),
    ...(attached.calendar === true ? [translateMail(locale, 'order_paid.calendar')] : []),
    ...(order.desk === true
      ? []
      : [
          translateMail(
            locale,
            attached.tickets ? 'order_paid.tickets_at_door' : 'order_paid.tickets_download',
          ),
        ]),
  ];
}
