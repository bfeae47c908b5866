/**
 * The order id of a payment page's `?order=` (a positive whole number within the database's
 * integer range), or null for anything else (pure).
 */
export function orderIdParam(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
