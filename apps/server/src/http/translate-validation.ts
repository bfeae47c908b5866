import { hasMessage, translate, type Locale, type MessageKey } from '@theatre/i18n';

/** One validation problem as the zod type provider reports it. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

function numberParam(params: Record<string, unknown>, name: string): number | string {
  const value = params[name];
  return typeof value === 'number' || typeof value === 'string' ? value : '';
}

/** The catalogue key and parameters for a zod issue. */
export function messageForIssue(issue: ValidationIssue): {
  key: MessageKey;
  params?: Record<string, string | number>;
} {
  // Schemas name their own message by catalogue key, e.g. `.regex(re, 'validation.date')`.
  if (issue.message && hasMessage(issue.message)) return { key: issue.message };
  const origin = issue.params.origin;
  switch (issue.keyword) {
    case 'invalid_type':
      return issue.message?.includes('received undefined')
        ? { key: 'validation.required' }
        : { key: 'validation.invalid_type' };
    case 'too_big':
      return origin === 'string'
        ? { key: 'validation.too_long', params: { max: numberParam(issue.params, 'maximum') } }
        : { key: 'validation.too_big', params: { max: numberParam(issue.params, 'maximum') } };
    case 'too_small':
      if (origin === 'string') {
        const min = Number(numberParam(issue.params, 'minimum'));
        return min <= 1
          ? { key: 'validation.required' }
          : { key: 'validation.too_short', params: { min } };
      }
      return { key: 'validation.too_small', params: { min: numberParam(issue.params, 'minimum') } };
    case 'invalid_format':
      if (issue.params.format === 'email') return { key: 'validation.email' };
      if (issue.params.format === 'url') return { key: 'validation.url' };
      return { key: 'validation.invalid_format' };
    case 'unrecognized_keys':
      return { key: 'validation.unknown_field' };
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return { key: 'validation.invalid_value' };
    default:
      return { key: 'validation.invalid_value' };
  }
}

/** Field name as the spec's 422 reply keys it: `tax_number`, `items.0.quantity`. */
export function fieldOf(issue: ValidationIssue): string {
  const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
    const keys = issue.params.keys as unknown[];
    const first = typeof keys[0] === 'string' ? keys[0] : '';
    return path ? `${path}.${first}` : first;
  }
  return path === '' ? '_' : path;
}

export function translateIssues(
  issues: ValidationIssue[],
  locale: Locale,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const { key, params } = messageForIssue(issue);
    const field = fieldOf(issue);
    (errors[field] ??= []).push(translate(locale, key, params));
  }
  return errors;
}
