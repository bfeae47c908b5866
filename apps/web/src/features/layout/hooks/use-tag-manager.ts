import { useEffect } from 'react';
import { tagManagerScript } from '../lib/tag-manager';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let injected = false;

/** Inject the Google tag once, only after cookie consent and only when a tag is set. */
export function useTagManager(tag: string | null | undefined, consented: boolean): void {
  useEffect(() => {
    if (!consented || injected) return;
    const script = tagManagerScript(tag);
    if (!script) return;
    injected = true;
    const dataLayer = (window.dataLayer = window.dataLayer ?? []);
    switch (script.kind) {
      case 'gtm':
        dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
        break;
      case 'gtag':
        dataLayer.push(['js', new Date()], ['config', script.id]);
        break;
    }
    const element = document.createElement('script');
    element.async = true;
    element.src = script.src;
    document.head.appendChild(element);
  }, [tag, consented]);
}
