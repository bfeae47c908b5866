import type { AudienceMessageBody } from '@theatre/contracts';
import { formatDateTime, type Locale } from '@theatre/i18n';
import type { QueueMailInput } from '../notifications/queue-mail.js';
import type { AudienceOrder, MessagePerformance } from './audience.repository.js';

/** What staff wrote, both languages. */
export type AudienceMessageTexts = Pick<
  AudienceMessageBody,
  'subject_hu' | 'text_hu' | 'subject_en' | 'text_en'
>;

export const localeOfOrder = (order: { language: string }): Locale =>
  order.language === 'en' ? 'en' : 'hu';

/** The performance in a language: its title, when (Budapest time) and where. */
function performanceIn(performance: MessagePerformance, locale: Locale) {
  const en = locale === 'en';
  const venue = (en && performance.venue_name_en) || performance.venue_name;
  return {
    name: (en && performance.name_en) || performance.name,
    when: formatDateTime(performance.starts_at, locale),
    venue: [venue, performance.venue_address].filter(Boolean).join(', '),
  };
}

/**
 * The e-mail of an audience message to one order (decision 0043): in the order's language, to
 * its buyer, linked to the order (its page lists it), naming the order and the performance.
 */
export function audienceMail(
  performance: MessagePerformance,
  texts: AudienceMessageTexts,
  order: AudienceOrder,
): QueueMailInput {
  const locale = localeOfOrder(order);
  return {
    kind: 'audience_message',
    to: order.buyer_email,
    name: order.buyer_name,
    locale,
    userId: order.user_id,
    origin: order.link_origin,
    order: {
      id: order.id,
      total: '',
      lines: [],
      performances: [performanceIn(performance, locale)],
    },
    message:
      locale === 'en'
        ? { subject: texts.subject_en.trim(), text: texts.text_en }
        : { subject: texts.subject_hu.trim(), text: texts.text_hu },
  };
}
