import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { mainContentId } from '../features/layout/components/app-frame';

/**
 * Whether the new page has put the focus in a field of its own already (the door's code field
 * for a USB scanner, a search box): that is where its user starts, so it stays there.
 */
export function pageFocusedAField(main: HTMLElement | null, active: Element | null): boolean {
  if (!main || !active || active === main || !main.contains(active)) return false;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(active.tagName);
}

/**
 * After a navigation to another page, focus moves to the main content (as a full page load would
 * reset it), so keyboard and screen-reader users start at the new page, not on a stale link;
 * unless the page focused one of its fields as it appeared (a page whose data was already at hand
 * renders at once, before this runs).
 */
export function FocusMainOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(mainContentId);
    if (pageFocusedAField(main, document.activeElement)) return;
    main?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
