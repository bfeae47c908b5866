import { billingFields } from '../../../components/billing/billing-values';
import { isApiError } from '../../../lib/api-error';

/** What the review step does with a refused order (POST /order/store). */
export type OrderErrorOutcome =
  /** Messages for the billing step's fields: back there, shown under them. */
  | { kind: 'billing'; fields: Record<string, string> }
  /** The documents were not accepted. */
  | { kind: 'terms'; message: string }
  /** A message for the step itself (null: the generic one). */
  | { kind: 'message'; message: string | null }
  /** Nothing to show: the cart was lost and has answered for itself (flushed, the visitor told). */
  | { kind: 'none' };

/** The fields of the billing step a 422 reply may name (the spec's billing form, flat). */
const billingFieldNames = new Set<string>([
  'needs_invoice',
  'billing_name',
  'comment',
  ...billingFields,
]);

/**
 * Sorts a refused order's error (pure): a 422 reply's field messages (the first of each,
 * docs/product.md §5) go to the billing step when they name its fields (`billing_name` is shown
 * under the name), to the acceptance checkbox for `accept_terms`, else to the step as one message;
 * other replies' messages (already toasted by the API client, kept on the page to read) to the
 * step.
 */
export function orderErrorOutcome(error: unknown): OrderErrorOutcome {
  if (error instanceof Error && error.name === 'CartLostError') return { kind: 'none' };
  if (!isApiError(error)) return { kind: 'message', message: null };
  const message = error.body?.message.trim() || null;
  if (error.status !== 422) return { kind: 'message', message };
  const billing: Record<string, string> = {};
  let terms: string | null = null;
  const others: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const first = messages[0];
    if (!first) continue;
    if (field === 'accept_terms') terms = first;
    else if (billingFieldNames.has(field)) {
      const target = field === 'billing_name' ? 'name' : field;
      billing[target] ??= first;
    } else others.push(first);
  }
  if (Object.keys(billing).length > 0) return { kind: 'billing', fields: billing };
  if (terms !== null) return { kind: 'terms', message: terms };
  return { kind: 'message', message: others.length > 0 ? others.join(' ') : message };
}
