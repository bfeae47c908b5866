import type { QueryClient } from '@tanstack/react-query';

/**
 * The shop's own copies of what the back office just changed: its public settings
 * (`['settings', 'public']`) and its document pages (`['documents', id]`). Marked stale, so the
 * shop in this tab shows the change when staff go back to it, not this session's earlier copy.
 */
export function refreshShopViews(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: ['settings'] });
  void client.invalidateQueries({ queryKey: ['documents'] });
}
