import { Button, Loader, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface BusyButtonProps extends Omit<ButtonProps, 'loading' | 'leftSection'> {
  icon: ReactNode;
  busy: boolean;
  onClick: () => void;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A button with a busy state that keeps the focus: while busy it shows a spinner, is marked
 * `aria-busy` and `aria-disabled` and ignores presses, but stays focusable (Mantine's `loading`
 * disables it, which would drop a keyboard user's focus to the page).
 */
export function BusyButton({ icon, busy, onClick, children, ...props }: BusyButtonProps) {
  return (
    <Button
      {...props}
      leftSection={busy ? <Loader size={14} color="currentColor" aria-hidden /> : icon}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      data-busy={busy || undefined}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {children}
    </Button>
  );
}
