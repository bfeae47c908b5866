import type { Locale } from '@theatre/i18n';
import { mergeSeatLines } from '../documents/merge-seat-lines.js';
import { orderMailLines } from '../documents/order-mail-lines.js';
import type { DocumentLine } from '../documents/read-order-for-documents.js';

/**
 * A group order's tickets as its pro-forma and reminder e-mails list them: a line per price, a
 * seated performance's seats named row by row (not a line per seat).
 */
export function transferMailLines(lines: readonly DocumentLine[], language: Locale): string[] {
  return orderMailLines(mergeSeatLines(lines.filter((line) => line.kind === 'ticket')), language);
}
