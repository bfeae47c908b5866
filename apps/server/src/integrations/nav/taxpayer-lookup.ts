/**
 * A taxpayer's data as the billing form needs it (docs/product.md §5: filled from billing_name).
 */
export interface Taxpayer {
  billing_name: string;
  /** As typed: ########-#-## */
  tax_number: string;
  /** ISO 3166-1 alpha-2, 'HU' for NAV's answers. */
  country: string;
  zip: string;
  city: string;
  street_name: string;
  public_place_category: string;
  house_number: string;
  building: string | null;
  stairway: string | null;
  floor: string | null;
  door: string | null;
}

export type TaxpayerResult =
  | { kind: 'found'; taxpayer: Taxpayer }
  /** NAV knows no taxpayer with this number. */
  | { kind: 'not_found' }
  /** Known, but not valid (ceased, suspended). */
  | { kind: 'inactive' }
  /** NAV could not be asked or refused us (network, credentials, rate limit): enter by hand. */
  | { kind: 'unavailable'; reason: string };

/** The tax authority's taxpayer query (NAV Online Számla v3 `queryTaxpayer`). */
export interface TaxpayerLookup {
  /** `taxNumber` is the full masked number ########-#-##, already checked for form and check digit. */
  lookup(taxNumber: string): Promise<TaxpayerResult>;
}
