import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isRefetch, navigationGraceMs, noteNavigation } from './background-fetch';

describe('isRefetch', () => {
  it('is the app’s own fetch once the query has data, the user’s before', async () => {
    noteNavigation(Date.now() - navigationGraceMs - 1);
    const client = new QueryClient();
    const queryKey = ['admin', 'alerts'];
    const seen: boolean[] = [];
    const queryFn = () => {
      seen.push(isRefetch({ client, queryKey }));
      return Promise.resolve(['alert']);
    };
    await client.query({ queryKey, queryFn });
    // A refresh of the data shown (as an interval does) is the app's own.
    await client.refetchQueries({ queryKey });
    expect(seen).toEqual([false, true]);
    // Dropped and loaded again (a page opened anew): the user's.
    client.removeQueries({ queryKey });
    await client.query({ queryKey, queryFn });
    expect(seen).toEqual([false, true, false]);
    client.clear();
  });

  it('counts the reload of data at hand that opening a page starts as the user’s', async () => {
    const client = new QueryClient();
    const queryKey = ['orders'];
    await client.query({ queryKey, queryFn: () => Promise.resolve([1]) });
    const now = Date.now();
    noteNavigation(now);
    expect(isRefetch({ client, queryKey }, now + 500)).toBe(false);
    // The page stays open: its interval's refreshes later on are the app's own.
    expect(isRefetch({ client, queryKey }, now + navigationGraceMs + 1)).toBe(true);
    client.clear();
  });
});
