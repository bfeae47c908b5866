import type { AuditFieldChange } from '@theatre/contracts';
import { formatDateTime, type Locale } from '@theatre/i18n';

// Recorded audit values as people read them: shared by the audit trail and the per-object
// histories (a production's, a performance's, a coupon's, a user's page).

const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export interface ValueWords {
  locale: Locale;
  empty: string;
  yes: string;
  no: string;
}

/**
 * One recorded value as a person reads it: nothing as a dash, yes or no, an instant in Budapest
 * time, a list joined with commas; numbers and words as recorded (4500 stays 4500) (pure).
 */
export function auditValueText(value: unknown, words: ValueWords): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    return instant.test(value) ? formatDateTime(value, words.locale) : value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => auditValueText(item, words)).join(', ') || words.empty;
  }
  return JSON.stringify(value);
}

/** A change of a long text: recorded by its length only. */
export function isTextChange(
  change: AuditFieldChange,
): change is { from_length: number; to_length: number } {
  return 'from_length' in change;
}
