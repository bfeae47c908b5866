import type { Locale } from '@theatre/i18n';
import { translateMail } from '@theatre/i18n/mail';
import type { MailOrder, MailPerformanceMoved } from '../queue-mail.js';
import type { MailDocument } from './mail-layout.js';

/**
 * The e-mail telling a buyer that a performance they hold tickets for moves to a new date
 * (decision 0048): the old and the new date, the venue, staff's note, the tickets (valid for the
 * new date), until when and how much a refund may be asked; the button opens the buyer's own page
 * (the tickets again, the refund), and the tickets PDF is linked directly too. `order.total` is
 * what the tickets of the performance cost.
 */
export function performanceMovedDocument(input: {
  locale: Locale;
  theatre: string;
  greeting: string;
  url: string;
  order: MailOrder;
  moved: MailPerformanceMoved;
}): Omit<MailDocument, 'locale' | 'brand'> {
  const { locale, order, moved } = input;
  const params = {
    theatre: input.theatre,
    id: order.id,
    total: order.total,
    performance: moved.performance,
    old: moved.old,
    when: moved.when,
    venue: moved.venue ?? '',
    note: moved.note,
    deadline: moved.deadline,
    url: moved.ticketsUrl,
  };
  return {
    subject: translateMail(locale, 'performance_moved.subject', params),
    preheader: translateMail(locale, 'performance_moved.preheader', params),
    heading: translateMail(locale, 'performance_moved.heading'),
    body: [
      input.greeting,
      translateMail(locale, 'performance_moved.intro', params),
      ...(moved.venue ? [translateMail(locale, 'performance_moved.venue', params)] : []),
      ...(moved.note.trim() === ''
        ? []
        : [translateMail(locale, 'performance_moved.note', params)]),
      translateMail(locale, 'performance_moved.items'),
      ...order.lines,
      translateMail(locale, 'performance_moved.valid'),
      translateMail(locale, 'performance_moved.refund', params),
    ],
    button: { label: translateMail(locale, 'performance_moved.button'), url: input.url },
    after: [translateMail(locale, 'performance_moved.tickets_link', params)],
    notes: [translateMail(locale, 'performance_moved.after')],
  };
}
