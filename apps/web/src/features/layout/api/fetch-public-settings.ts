import type { PublicSettings } from '@theatre/contracts';
import { api, getStatic } from '../../../lib/api-client';

/**
 * The public settings: the static `/storage/public_settings.json` first (cacheable, revalidated),
 * `GET /api/settings/public` when the file is missing.
 */
export async function fetchPublicSettings(signal: AbortSignal): Promise<PublicSettings> {
  try {
    return await getStatic<PublicSettings>('/public_settings.json', { signal, silent: true });
  } catch (error) {
    if (signal.aborted) throw error;
    // The API call goes through the error catalogue: a 503 opens the maintenance modal.
    return api.get<PublicSettings>('/settings/public', { signal });
  }
}
