import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { mainContentId } from '../features/layout/components/app-frame';

/**
 * After a navigation to another page, focus moves to the main content (as a full page load would
 * reset it), so keyboard and screen-reader users start at the new page, not on a stale link.
 */
export function FocusMainOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(mainContentId)?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
