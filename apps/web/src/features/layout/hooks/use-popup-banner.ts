import type { PopupBanner } from '@theatre/contracts';
import { useCallback, useEffect, useState } from 'react';
import { env } from '../../../config/env';
import { markPopupSeen, popupAlreadySeen } from '../lib/popup-once';

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
    let cancelled = false;
    // Fetch and decode the image while the delay runs, so the banner opens with its picture in
    // place: no layout shift inside the dialog, and no late paint of the largest element.
    const image = new Image();
    image.src = imageUrl;
    const decoded = image.decode().then(
      () => true,
      () => false,
    );
    const delay = new Promise<void>((resolve) => window.setTimeout(resolve, env.popupDelayMs));
    void Promise.all([decoded, delay]).then(([ok]) => {
      // A banner whose image cannot be loaded is not worth a broken dialog.
      if (cancelled || !ok) return;
      markPopupSeen(sessionStore(), imageUrl);
      setOpened(true);
    });
    return () => {
      cancelled = true;
    };
  }, [imageUrl, ready]);

  const close = useCallback(() => {
    setOpened(false);
  }, []);
  return { opened, close };
}
