import { tagManagerScript } from './tag-manager';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Starts the Google tag's data layer and adds its script; nothing for a tag that is not one. */
export function injectTagManager(tag: string): void {
  const script = tagManagerScript(tag);
  if (!script) return;
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
}
