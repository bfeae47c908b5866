import { api } from '../../../lib/api-client';

/** GET /api/available: 200 `{ available: true }` when the shop can serve, 503 otherwise. */
export async function probeAvailability(): Promise<boolean> {
  try {
    const reply = await api.get<{ available?: boolean } | null>('/available', {
      silent: true,
      timeoutMs: 10_000,
      cache: 'no-store',
    });
    return reply?.available !== false;
  } catch {
    return false;
  }
}
