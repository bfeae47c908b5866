const flights = new Map<string, Promise<unknown>>();

/**
 * Runs `work` once per key for the page's lifetime and hands every caller the same promise. For
 * calls that spend a single-use token (e-mail confirmation, magic link): React's StrictMode runs
 * effects twice and a remount runs them again, but the token may reach the server only once. A
 * failure is forgotten, so a retry can send it again (the server answers an used token with 422).
 */
export function singleFlight<T>(key: string, work: () => Promise<T>): Promise<T> {
  const existing = flights.get(key);
  if (existing) return existing as Promise<T>;
  const flight = work();
  flights.set(key, flight);
  flight.catch(() => {
    if (flights.get(key) === flight) flights.delete(key);
  });
  return flight;
}
