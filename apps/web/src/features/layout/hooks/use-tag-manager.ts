import { useEffect } from 'react';

let injected = false;

/**
 * Inject the Google tag once, only after cookie consent and only when a tag is set. The code that
 * does it is fetched then, outside the first load: most visitors never need it.
 */
export function useTagManager(tag: string | null | undefined, consented: boolean): void {
  useEffect(() => {
    if (!consented || injected || !tag) return;
    injected = true;
    void import('../lib/inject-tag-manager').then(({ injectTagManager }) => {
      injectTagManager(tag);
    });
  }, [tag, consented]);
}
