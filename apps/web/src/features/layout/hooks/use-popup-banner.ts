import type { PopupBanner } from '@theatre/contracts';
import { useCallback, useEffect, useState } from 'react';
import { env } from '../../../config/env';
import { markPopupSeen, popupAlreadySeen } from './popup-once';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Opens the pop-up banner 500 ms after the content is ready, once per browser session. */
export function usePopupBanner(
  banner: PopupBanner | null | undefined,
  ready: boolean,
): { opened: boolean; close: () => void } {
  const [opened, setOpened] = useState(false);
  const imageUrl = banner?.image_url;

  useEffect(() => {
    if (!imageUrl || !ready || popupAlreadySeen(sessionStore(), imageUrl)) return undefined;
    const timer = window.setTimeout(() => {
      markPopupSeen(sessionStore(), imageUrl);
      setOpened(true);
    }, env.popupDelayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [imageUrl, ready]);

  const close = useCallback(() => {
    setOpened(false);
  }, []);
  return { opened, close };
}
