import { isApiError } from './api-error';
import { hasTranslation, translate } from './i18n';

/**
 * A field's error as shown: the shared schemas of @theatre/contracts name catalogue keys
 * (`validation.required`), the server sends texts already translated; both come out as text.
 */
export function errorText(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return hasTranslation(message) ? translate(message) : message;
}

interface ZodIssueLike {
  code?: string;
  format?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * Texts for the checks a schema did not word itself (e.g. `.max(255)`), in the visitor's language:
 * passed to the zod resolver as the per-parse error map. Schema-given keys win over it.
 */
export function clientIssueText(issue: ZodIssueLike): string {
  switch (issue.code ?? '') {
    case 'too_big':
      return translate('validation.too_long', { max: String(issue.maximum) });
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? translate('validation.required')
        : translate('validation.too_short', { min: String(issue.minimum) });
    case 'invalid_format':
      return issue.format === 'email'
        ? translate('validation.email')
        : translate('validation.invalid_format');
    case 'invalid_type':
      return translate('validation.required');
    default:
      return translate('validation.invalid_value');
  }
}

export const zodParseOptions = { error: clientIssueText };

export interface ServerErrors<F extends string> {
  /** The first message of each field the form has (docs/product.md §5: the first is shown). */
  fields: [F, string][];
  /** What the form cannot show under a field: other fields' messages, or the reply's message. */
  form: string | null;
  code: string | undefined;
}

/**
 * Splits a 422 reply (`{ message, code?, errors: { field: [messages] } }`) into messages under the
 * form's fields and one message for the form (pure). Other errors give null: the API client's
 * error catalogue has already told the visitor (toast, redirect, modal).
 */
export function serverErrors<F extends string>(
  error: unknown,
  formFields: readonly F[],
): ServerErrors<F> | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const fields: [F, string][] = [];
  const others: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const first = messages[0];
    if (!first) continue;
    if ((formFields as readonly string[]).includes(field)) fields.push([field as F, first]);
    else others.push(first);
  }
  const message = error.body?.message.trim() ?? '';
  const form =
    others.length > 0 ? others.join(' ') : fields.length === 0 && message ? message : null;
  return { fields, form, code: error.code };
}
