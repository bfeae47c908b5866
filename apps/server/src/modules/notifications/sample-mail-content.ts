import type { MailTextKind } from '@theatre/contracts';
import { formatDate, formatDateTime, formatPrice, formatTime, type Locale } from '@theatre/i18n';
import { translateMail } from '@theatre/i18n/mail';
import type { MailOrder } from './queue-mail.js';
import type { MailBrand } from './templates/mail-layout.js';
import type { MailContent } from './templates/render-mail.js';

/** The made-up performance and dates of a preview (any fixed date reads the same). */
const sampleStart = '2026-12-03T18:00:00.000Z';
const sampleOldStart = '2026-11-28T18:00:00.000Z';
const sampleDeadline = '2026-12-01T12:00:00.000Z';
const sampleHold = '2026-11-27T18:10:00.000Z';
const sampleOrderId = 1024;

/**
 * An e-mail of the kind about a made-up order, in the language (decision 0051): what the back
 * office's preview renders an unsaved text with. The confirmation is an online purchase of a
 * registered buyer, the cancellation a paid order's (the cases a stored text speaks for).
 */
export function sampleMailContent(
  kind: MailTextKind,
  locale: Locale,
  brand: MailBrand,
  origin: string,
): MailContent {
  const sample = (key: Parameters<typeof translateMail>[1]) => translateMail(locale, key);
  const when = formatDateTime(sampleStart, locale);
  const venue = sample('sample.venue');
  const order: MailOrder = {
    id: sampleOrderId,
    total: formatPrice(12_900),
    lines: [sample('sample.line')],
    performances: [{ name: sample('sample.production'), when, venue }],
    attached: { tickets: true, fiscal: 'receipt', calendar: true },
  };
  const base = {
    kind,
    locale,
    name: sample('sample.name'),
    email: 'anna@example.com',
    brand,
    order,
    url: `${origin}/profile/orders`,
  };
  switch (kind) {
    case 'order_paid':
      return base;
    case 'audience_message':
      return {
        ...base,
        message: { subject: sample('sample.message_subject'), text: sample('sample.message_text') },
      };
    case 'purchase_link':
      return { ...base, url: `${origin}/purchase`, holdUntil: formatTime(sampleHold, locale) };
    case 'order_cancelled':
      return { ...base, cancellation: { paid: true, refund: 'card', documentAttached: true } };
    case 'performance_cancelled':
      return {
        ...base,
        performanceCancelled: {
          performance: sample('sample.production'),
          when,
          reason: sample('sample.reason'),
          refund: 'card',
          ticketsLeft: false,
        },
      };
    case 'performance_moved':
      return {
        ...base,
        performanceMoved: {
          performance: sample('sample.production'),
          old: formatDateTime(sampleOldStart, locale),
          when,
          venue,
          note: sample('sample.note'),
          deadline: formatDate(sampleDeadline, locale),
          ticketsUrl: `${origin}/profile/orders`,
        },
      };
    case 'transfer_pro_forma':
    case 'transfer_reminder':
      return {
        ...base,
        transfer: {
          deadline: formatDate(sampleDeadline, locale),
          bankName: sample('sample.bank'),
          bankAccount: '11111111-22222222-33333333',
          reference: String(sampleOrderId),
        },
      };
  }
}
