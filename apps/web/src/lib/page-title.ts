import { useEffect } from 'react';
import { create } from 'zustand';

// The subpath: the first load carries no zod schema.
export { formatDocumentTitle } from '@theatre/contracts/page-title';

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
