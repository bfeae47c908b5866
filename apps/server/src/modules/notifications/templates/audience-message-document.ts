import { translateMail } from '@theatre/i18n/mail';
import type { MailOrder } from '../queue-mail.js';
import type { MailDocument } from './mail-layout.js';
import type { MailContent } from './render-mail.js';

/** The line mail clients show after the subject: the text's start. */
const preheaderLength = 120;

/**
 * A message staff wrote to a performance's audience (decision 0043), in the shop's layout: their
 * subject as the subject and heading, their plain text as paragraphs (a blank line parts them,
 * a line break stays one; the layouts escape it), and which order and performance it is about.
 */
export function audienceMessageDocument(
  content: MailContent,
  order: MailOrder,
  greeting: string,
): Omit<MailDocument, 'locale' | 'brand'> {
  const message = content.message;
  if (message === undefined) throw new Error('An audience_message e-mail needs its message');
  const text = message.text.replace(/\r\n?/g, '\n');
  const paragraphs = text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\s+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '');
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const performance = order.performances?.[0];
  return {
    subject: message.subject,
    preheader:
      oneLine.length > preheaderLength ? `${oneLine.slice(0, preheaderLength - 1)}…` : oneLine,
    heading: message.subject,
    body: [greeting, ...paragraphs],
    after: performance
      ? [
          translateMail(content.locale, 'audience_message.about', {
            id: order.id,
            name: performance.name,
            when: performance.when ?? '',
          }),
        ]
      : [],
    notes: [],
  };
}
