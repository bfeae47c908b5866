import type { Locale } from '@theatre/i18n';
import { translateMail } from '@theatre/i18n/mail';
import type { MailOrder, MailPerformanceCancelled } from '../queue-mail.js';
import type { MailDocument } from './mail-layout.js';

/**
 * The e-mail telling a buyer that a performance they had tickets for is cancelled (decision
 * 0047): which tickets stopped admitting, why, how their price comes back (to the card, or at the
 * desk), and what becomes of the receipt or invoice. `order.total` is what the tickets cost.
 */
export function performanceCancelledDocument(input: {
  locale: Locale;
  theatre: string;
  greeting: string;
  url: string | undefined;
  order: MailOrder;
  cancelled: MailPerformanceCancelled;
}): Omit<MailDocument, 'locale' | 'brand'> {
  const { locale, order, cancelled, url } = input;
  const params = {
    theatre: input.theatre,
    id: order.id,
    total: order.total,
    performance: cancelled.performance,
    when: cancelled.when,
    reason: cancelled.reason,
  };
  return {
    subject: translateMail(locale, 'performance_cancelled.subject', params),
    preheader: translateMail(locale, 'performance_cancelled.preheader', params),
    heading: translateMail(locale, 'performance_cancelled.heading'),
    body: [
      input.greeting,
      translateMail(locale, 'performance_cancelled.intro', params),
      ...(cancelled.reason.trim() === ''
        ? []
        : [translateMail(locale, 'performance_cancelled.reason', params)]),
      translateMail(locale, 'performance_cancelled.items'),
      ...order.lines,
      ...(cancelled.refund === 'card'
        ? [translateMail(locale, 'performance_cancelled.refund_card', params)]
        : []),
      ...(cancelled.refund === 'desk'
        ? [translateMail(locale, 'performance_cancelled.refund_desk', params)]
        : []),
      ...(cancelled.refund === null
        ? []
        : [
            translateMail(
              locale,
              cancelled.ticketsLeft
                ? 'performance_cancelled.documents_left'
                : 'performance_cancelled.documents_all',
            ),
          ]),
      translateMail(locale, 'performance_cancelled.sorry'),
    ],
    ...(url === undefined
      ? {}
      : { button: { label: translateMail(locale, 'performance_cancelled.button'), url } }),
    after: url === undefined ? [] : [translateMail(locale, 'performance_cancelled.after')],
    notes: [],
  };
}
