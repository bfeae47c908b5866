/**
 * The staff session's CSRF token (decision 0056). The session itself lives in an httpOnly cookie
 * this code never sees; its CSRF token comes with the replies that start it and with
 * GET /second-factor, is kept in memory and in this tab's sessionStorage, and goes as
 * `X-CSRF-Token` on the staff API's calls. A 403 `second_factor_required` tells the listeners
 * (the back office shows the second-factor page).
 */
const storageKey = 'jegy-staff-csrf';
let token: string | null = null;
let loaded = false;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function staffCsrfToken(): string | null {
  if (!loaded) {
    loaded = true;
    token = storage()?.getItem(storageKey) ?? null;
  }
  return token;
}

export function setStaffCsrfToken(next: string | null): void {
  loaded = true;
  token = next;
  const store = storage();
  if (next === null) store?.removeItem(storageKey);
  else store?.setItem(storageKey, next);
}

/** The paths of the staff API and of the factor calls: they carry the CSRF token. */
export function needsCsrfToken(path: string): boolean {
  return /^\/?(admin|sale|second-factor)(\/|$)/.test(path);
}

/** Called when the server answers 403 `second_factor_required`. */
export function onSecondFactorRequired(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSecondFactorRequired(): void {
  setStaffCsrfToken(null);
  for (const listener of listeners) listener();
}
