import { useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@theatre/contracts';
import { useEffect } from 'react';
import { useSettingsStore } from '../stores/settings-store';
import { readBootData } from '../../../lib/boot-data';
import { fetchPublicSettings } from './fetch-public-settings';

export const settingsKeys = {
  public: ['settings', 'public'] as const,
};

/**
 * Keeps the persisted settings fresh: the frame renders from the store at once (a returning visitor
 * sees the header without waiting) and the query refreshes it.
 */
export function useSyncPublicSettings(): {
  /** The settings as the server sent them on this page load (not the persisted copy). */
  fresh: PublicSettings | undefined;
  isError: boolean;
} {
  const setSettings = useSettingsStore((state) => state.setSettings);
  const query = useQuery({
    queryKey: settingsKeys.public,
    queryFn: ({ signal }) => fetchPublicSettings(signal),
    // The server inlines this load's settings into the page; then there is nothing to fetch.
    initialData: () => readBootData('boot-public-settings'),
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (query.data) setSettings(query.data);
  }, [query.data, setSettings]);
  return { fresh: query.data, isError: query.isError };
}
