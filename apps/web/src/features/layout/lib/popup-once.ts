const key = 'jegy-popup-seen';

/** Whether the pop-up banner (this image) was already shown in this browser session. */
export function popupAlreadySeen(
  storage: Pick<Storage, 'getItem'> | undefined,
  imageUrl: string,
): boolean {
  try {
    return storage?.getItem(key) === imageUrl;
  } catch {
    return false;
  }
}

export function markPopupSeen(
  storage: Pick<Storage, 'setItem'> | undefined,
  imageUrl: string,
): void {
  try {
    storage?.setItem(key, imageUrl);
  } catch {
    // Private mode without storage: the banner may show again, which is harmless.
  }
}
