import { useClickOutside } from '@mantine/hooks';
import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * The behaviour of a disclosure menu (the WAI pattern for site navigation): a button toggles a
 * panel; Esc (focus back on the button), a click outside, leaving with Tab or a change of page
 * closes it. Spread `rootProps` on the wrapper, `buttonProps` on the button, `panelProps` on the
 * panel.
 */
export function useDisclosureMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useClickOutside<HTMLDivElement>(() => {
    setOpen(false);
  });
  const { pathname } = useLocation();

  // Close when the page changes (a link, back/forward): adjust the state while rendering.
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  const close = useCallback(() => {
    setOpen(false);
  }, []);

  const onKeyDown = useCallback((event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }, []);

  const onBlur = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
    },
    [rootRef],
  );

  return {
    open,
    close,
    pathname,
    rootProps: { ref: rootRef, onKeyDown, onBlur },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => {
        setOpen((value) => !value);
      },
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
