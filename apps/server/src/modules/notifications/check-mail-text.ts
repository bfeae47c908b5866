import { mailTextPlaceholders, placeholdersIn, type MailTextKind } from '@theatre/contracts';
import { AppError, type FieldErrors } from '../../lib/app-error.js';

/**
 * A text's placeholders must be ones its kind offers: each unknown one is named in a 422 of its
 * field (subject, body), in the caller's language.
 */
export function checkMailText(kind: MailTextKind, text: { subject: string; body: string }): void {
  const offered: readonly string[] = mailTextPlaceholders[kind];
  const errors: FieldErrors = {};
  for (const field of ['subject', 'body'] as const) {
    const unknown = [...new Set(placeholdersIn(text[field]))].filter(
      (name) => !offered.includes(name),
    );
    if (unknown.length > 0) {
      errors[field] = unknown.map((name) => ({
        key: 'validation.unknown_placeholder',
        params: { placeholder: `{${name}}` },
      }));
    }
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}
