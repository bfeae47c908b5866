import type { Locale } from '@theatre/i18n';
import { translateMail, type MailMessageKey } from '@theatre/i18n/mail';
import type { MailTextKind } from '@theatre/contracts';

/** A mail kind's editable text: its subject and its free text (paragraphs parted by blank lines). */
export interface MailText {
  subject: string;
  body: string;
}

/** The catalogue's parameters written as the editor's placeholders. */
const asPlaceholders = {
  theatre: '{theatre}',
  id: '{order_number}',
  total: '{amount}',
  performance: '{performance_title}',
  when: '{performance_date}',
  old: '{old_date}',
  venue: '{venue}',
  deadline: '{deadline}',
  time: '{hold_until}',
};

/** The catalogue keys of each kind's default subject and first paragraph after the greeting. */
const defaultKeys = {
  order_paid: { subject: 'order_paid.subject', intro: 'order_paid.intro' },
  purchase_link: { subject: 'purchase_link.subject', intro: 'purchase_link.intro' },
  order_cancelled: { subject: 'order_cancelled.subject', intro: 'order_cancelled.intro_paid' },
  performance_cancelled: {
    subject: 'performance_cancelled.subject',
    intro: 'performance_cancelled.intro',
  },
  performance_moved: { subject: 'performance_moved.subject', intro: 'performance_moved.intro' },
  audience_message: null,
  transfer_pro_forma: { subject: 'transfer_pro_forma.subject', intro: 'transfer_pro_forma.intro' },
  transfer_reminder: { subject: 'transfer_reminder.subject', intro: 'transfer_reminder.intro' },
} as const satisfies Record<
  MailTextKind,
  { subject: MailMessageKey; intro: MailMessageKey } | null
>;

/**
 * Today's catalogue text of a kind, with placeholders where the mail fills in its facts: the
 * greeting and the first paragraph. An audience message's subject is the one staff write per
 * message; its editable frame is the greeting.
 */
export function defaultMailText(kind: MailTextKind, locale: Locale): MailText {
  const greeting = translateMail(locale, 'common.greeting', { name: '{buyer_name}' });
  const keys = defaultKeys[kind];
  if (keys === null) return { subject: '{message_subject}', body: greeting };
  return {
    subject: translateMail(locale, keys.subject, asPlaceholders),
    body: `${greeting}\n\n${translateMail(locale, keys.intro, asPlaceholders)}`,
  };
}
