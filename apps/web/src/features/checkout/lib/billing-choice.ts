import type { BillingData, NeedsInvoice, OrderStoreBody, TicketDelivery } from '@theatre/contracts';
import {
  billingFields,
  billingFormValues,
  defaultCountry,
  type BillingFormValues,
} from '../../../components/billing/billing-values';

/**
 * The checkout's billing choices as the persisted cart store keeps them (docs/product.md §3, "kept
 * in the browser": needs_invoice, is_company, nav_error, addressform). The page hands them to the
 * checkout and takes the changes back; everything here is pure.
 */
export interface CheckoutChoice {
  /** false: undecided; 1: invoice; 0: receipt (docs/product.md §3, §4). */
  needs_invoice: NeedsInvoice;
  is_company: boolean;
  /** The tax lookup failed: the company name is open for manual entry (docs/product.md §5). */
  nav_error: boolean;
  /** The invoice form's fields as typed (strings), kept across steps and reloads. */
  addressform: Record<string, string>;
}

/** The invoice form: the shared billing fields and the comment printed on the invoice. */
export interface InvoiceFormValues extends BillingFormValues {
  comment: string;
}

export type ChoiceAction =
  /** 'I need an invoice' (1) or 'I only need a receipt' (0). */
  | { type: 'choose'; needs_invoice: 0 | 1 }
  /** The back button: to the undecided choice; what was typed is kept for a later invoice. */
  | { type: 'undecide' }
  /** Private or company (docs/product.md §4); a new type has had no lookup yet. */
  | { type: 'buyer'; is_company: boolean }
  | { type: 'nav_error'; nav_error: boolean }
  /** The invoice form's values, as typed. */
  | { type: 'address'; values: InvoiceFormValues };

/** The form's text fields: the billing form's (all but the company switch) and the comment. */
const stringFields = [
  ...billingFields.filter((field) => field !== 'is_company'),
  'comment',
] as const satisfies readonly (keyof InvoiceFormValues)[];

/** The form's values as the store keeps them: the string fields only (pure). */
export function addressFormOf(values: InvoiceFormValues): Record<string, string> {
  const form: Record<string, string> = {};
  for (const field of stringFields) form[field] = values[field];
  return form;
}

/** The billing choice after an action (pure): the reducer the billing step dispatches to. */
export function reduceChoice(state: CheckoutChoice, action: ChoiceAction): CheckoutChoice {
  switch (action.type) {
    case 'choose':
      return { ...state, needs_invoice: action.needs_invoice };
    case 'undecide':
      return { ...state, needs_invoice: false };
    case 'buyer':
      return { ...state, is_company: action.is_company, nav_error: false };
    case 'nav_error':
      return { ...state, nav_error: action.nav_error };
    case 'address':
      return {
        ...state,
        is_company: action.values.is_company,
        addressform: addressFormOf(action.values),
      };
  }
}

/** Whether the store holds a typed invoice form (a name or an address) to start from (pure). */
export function hasAddressForm(choice: Pick<CheckoutChoice, 'addressform'>): boolean {
  const form = choice.addressform;
  return ['name', 'zip', 'city', 'street_name', 'tax_number'].some((field) =>
    Boolean(form[field]?.trim()),
  );
}

/**
 * The invoice form's first values (pure): what the visitor typed before (kept in the cart store)
 * wins; else the saved billing data (GET /billing-data); else a private buyer with the user's
 * name in Hungary.
 */
export function invoiceFormValues(
  choice: CheckoutChoice,
  saved: BillingData | undefined,
  userName: string,
): InvoiceFormValues {
  if (!hasAddressForm(choice)) return { ...billingFormValues(saved, userName), comment: '' };
  const form = choice.addressform;
  const read = (field: (typeof stringFields)[number]) => form[field] ?? '';
  return {
    is_company: choice.is_company,
    tax_number: choice.is_company ? read('tax_number') : '',
    name: read('name') || (choice.is_company ? '' : userName),
    country: read('country') || defaultCountry,
    zip: read('zip'),
    city: read('city'),
    street_name: read('street_name'),
    public_place_category: read('public_place_category'),
    house_number: read('house_number'),
    building: read('building'),
    stairway: read('stairway'),
    floor: read('floor'),
    door: read('door'),
    comment: read('comment'),
  };
}

const orNull = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** POST /order/store's body without the cart key, which the cart adds when it is spent. */
export type OrderBodyWithoutKey = Omit<OrderStoreBody, 'cart_key'>;

/**
 * The order's body from the choice (pure). A receipt sends the choice only; an invoice sends the
 * billing fields flat beside it under the spec's names, a private buyer without a tax number, and
 * `billing_name` only when the company name came from the tax lookup. Card payment (2); the
 * documents 10, 11 and 12 accepted.
 */
export function orderBody(choice: CheckoutChoice): OrderBodyWithoutKey {
  const base = { payment_method: 2, accept_terms: true } as const;
  if (choice.needs_invoice !== 1) return { ...base, needs_invoice: 0 };
  const form = choice.addressform;
  const company = choice.is_company;
  const name = form['name']?.trim() ?? '';
  return {
    ...base,
    needs_invoice: 1,
    is_company: company,
    tax_number: company ? orNull(form['tax_number']) : null,
    name,
    billing_name: company && !choice.nav_error && name ? name : null,
    country: (form['country'] ?? defaultCountry).trim().toUpperCase(),
    zip: form['zip']?.trim() ?? '',
    city: form['city']?.trim() ?? '',
    street_name: form['street_name']?.trim() ?? '',
    public_place_category: form['public_place_category']?.trim() ?? '',
    house_number: form['house_number']?.trim() ?? '',
    building: orNull(form['building']),
    stairway: orNull(form['stairway']),
    floor: orNull(form['floor']),
    door: orNull(form['door']),
    comment: orNull(form['comment']),
  };
}

/**
 * A guest's order (pure): a receipt only (docs/product.md §6: the buyer's name and e-mail come from
 * the purchase link), card payment, the documents accepted, and how the tickets are delivered.
 */
export function guestOrderBody(delivery: TicketDelivery): OrderBodyWithoutKey {
  return { payment_method: 2, accept_terms: true, needs_invoice: 0, ticket_delivery: delivery };
}

/** The labels of the address parts that have no place of their own in a postal address. */
export interface AddressPartLabels {
  building: string;
  stairway: string;
  floor: string;
  door: string;
}

/**
 * The billing address as lines for the review (pure): the street with its type and number, the
 * parts of the building (labelled), the postal code with the city, and the country's name.
 */
export function addressLines(
  form: Record<string, string>,
  labels: AddressPartLabels,
  countryName: (code: string) => string,
): string[] {
  const part = (field: string) => form[field]?.trim() ?? '';
  const street = [part('street_name'), part('public_place_category'), part('house_number')]
    .filter(Boolean)
    .join(' ');
  const building = (['building', 'stairway', 'floor', 'door'] as const)
    .filter((field) => part(field))
    .map((field) => `${labels[field]}: ${part(field)}`)
    .join(', ');
  const city = [part('zip'), part('city')].filter(Boolean).join(' ');
  const country = part('country') ? countryName(part('country').toUpperCase()) : '';
  return [street, building, city, country].filter(Boolean);
}
