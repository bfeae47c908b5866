import { mailTextKinds, type MailTextKind } from '@theatre/contracts';
import type { MailDocument } from './mail-layout.js';
import type { MailText } from './mail-text-defaults.js';
import type { MailContent } from './render-mail.js';

type Document = Omit<MailDocument, 'locale' | 'brand'>;

/** Whether a mail kind has an editable text (pure). */
export function isMailTextKind(kind: string): kind is MailTextKind {
  return (mailTextKinds as readonly string[]).includes(kind);
}

/** `{name}` replaced by its value; a name the mail has no value for stays as typed (pure). */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{([^{}\n]*)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : whole,
  );
}

/** Plain text as paragraphs: a blank line parts them, a line break stays one (pure). */
export function textParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n(?:[ \t]*\n)+/)
    .map((paragraph) => paragraph.replace(/^(?:[ \t]*\n)+|\s+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '');
}

/** The facts a mail fills its placeholders with, in the recipient's language (pure). */
export function placeholderValues(content: MailContent): Record<string, string> {
  const order = content.order;
  const first = order?.performances?.[0];
  const values: Record<string, string> = {
    buyer_name: content.name,
    theatre: content.brand.theatreName,
    order_number: order ? String(order.id) : '',
    amount: order?.total ?? '',
    performance_title: first?.name ?? '',
    performance_date: first?.when ?? '',
    venue: first?.venue ?? '',
    hold_until: content.holdUntil ?? '',
    deadline: content.transfer?.deadline ?? '',
    message_subject: content.message?.subject ?? '',
  };
  const cancelled = content.performanceCancelled;
  if (cancelled) {
    values.performance_title = cancelled.performance;
    values.performance_date = cancelled.when;
  }
  const moved = content.performanceMoved;
  if (moved) {
    values.performance_title = moved.performance;
    values.performance_date = moved.when;
    values.old_date = moved.old;
    values.venue = moved.venue ?? '';
    values.deadline = moved.deadline;
  }
  return values;
}

/**
 * Whether a stored text speaks for this mail: an order's confirmation of an online purchase (not
 * a desk sale, complimentary tickets or an exchange, whose wording differs), a cancellation of a
 * paid order; every other editable kind always (pure).
 */
export function textApplies(content: MailContent): boolean {
  if (content.kind === 'order_paid') {
    const order = content.order;
    if (!order || order.exchange || order.complimentary === true) return false;
    return !(order.desk === true && content.url === undefined);
  }
  if (content.kind === 'order_cancelled') return content.cancellation?.paid === true;
  return isMailTextKind(content.kind);
}

/**
 * The document with staff's text in place of the catalogue's: the subject, and the greeting and
 * first paragraph (the greeting alone for an audience message, whose text staff write per
 * message). The structured blocks after them stay (pure).
 */
export function applyMailText(doc: Document, content: MailContent, text: MailText): Document {
  const values = placeholderValues(content);
  const replaced = content.kind === 'audience_message' ? 1 : 2;
  return {
    ...doc,
    subject: fillPlaceholders(text.subject, values),
    body: [...textParagraphs(fillPlaceholders(text.body, values)), ...doc.body.slice(replaced)],
  };
}
