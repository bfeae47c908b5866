import { useEffect } from 'react';
import { create } from 'zustand';

/** `{page title} · {theatre_name} – {brand_title}`; parts that are missing are left out (pure). */
export function formatDocumentTitle(
  page: string | null | undefined,
  theatreName: string | null | undefined,
  brandTitle: string | null | undefined,
): string {
  const site = [theatreName, brandTitle].filter((part) => part && part.trim()).join(' – ');
  const title = page?.trim();
  if (title && site) return `${title} · ${site}`;
  return title || site;
}

/** The title of the page being shown when it depends on data (an event's name). */
export const usePageTitleStore = create<{ title: string | null }>(() => ({ title: null }));

/** Set the page's own title while the page is shown (null: the route's title). */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    usePageTitleStore.setState({ title });
    return () => {
      if (usePageTitleStore.getState().title === title) usePageTitleStore.setState({ title: null });
    };
  }, [title]);
}
