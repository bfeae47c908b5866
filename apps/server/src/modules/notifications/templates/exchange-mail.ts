import type { Locale } from '@theatre/i18n';
import { translateMail } from '@theatre/i18n/mail';
import type { MailExchange, MailOrder } from '../queue-mail.js';
import type { MailDocument } from './mail-layout.js';
import { attachmentParagraphs, performanceParagraphs } from './order-paid-paragraphs.js';

/**
 * The confirmation of an exchange's new order (decision 0050): which order's tickets it replaces,
 * the new performance and tickets, what the old tickets were worth, and what was paid at the desk
 * or goes back (to the card, or paid out at the desk), with the new tickets and the receipt or
 * invoice attached.
 */
export function exchangeDocument(input: {
  locale: Locale;
  theatre: string;
  greeting: string;
  order: MailOrder;
  exchange: MailExchange;
}): Omit<MailDocument, 'locale' | 'brand'> {
  const { locale, order, exchange } = input;
  const params = {
    theatre: input.theatre,
    id: order.id,
    from: exchange.fromOrderId,
    total: order.total,
    credit: exchange.credit,
    paid: exchange.paid,
    refunded: exchange.refunded,
  };
  const settlement =
    exchange.settlement === 'pay'
      ? 'exchange.paid'
      : exchange.settlement === 'refund_card'
        ? 'exchange.refund_card'
        : exchange.settlement === 'refund_desk'
          ? 'exchange.refund_desk'
          : 'exchange.even';
  return {
    subject: translateMail(locale, 'exchange.subject', params),
    preheader: translateMail(locale, 'exchange.preheader', params),
    heading: translateMail(locale, 'exchange.heading'),
    body: [
      input.greeting,
      translateMail(locale, 'exchange.intro', params),
      ...performanceParagraphs(order, locale),
      translateMail(locale, 'exchange.items'),
      ...order.lines,
      translateMail(locale, 'exchange.value', params),
      translateMail(locale, settlement, params),
      ...attachmentParagraphs({ ...order, desk: false }, locale),
    ],
    after: [translateMail(locale, 'exchange.after')],
    notes: [],
  };
}
