/**
 * Reading a persisted store's older shape (zustand `persist` `migrate`): a field is kept only when it
 * passes its guard, so a stale or hand-edited localStorage value can never break the app.
 */
export function pick<T>(
  persisted: unknown,
  key: string,
  guard: (value: unknown) => value is T,
): T | undefined {
  if (persisted === null || typeof persisted !== 'object') return undefined;
  const value = (persisted as Record<string, unknown>)[key];
  return guard(value) ? value : undefined;
}

export function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}
