import { Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';

interface AdminConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The close button's name (what closing means: "Cancel"). */
  closeLabel: string;
  /** While the confirmed action runs, the dialog stays open. */
  busy?: boolean;
  /**
   * Once it has closed: the caller puts the focus where it belongs (the button it opened from may
   * be gone). Without it, the focus goes back to that button.
   */
  onClosed?: () => void;
  children: ReactNode;
}

/**
 * A back-office confirmation (a coupon switched off, a role changed): Mantine's modal with its
 * heading row as a plain element. The modal's own `header` element counts as a second banner
 * landmark beside the page's for assistive technology (and axe).
 */
export function AdminConfirmDialog({
  opened,
  onClose,
  title,
  closeLabel,
  busy = false,
  onClosed,
  children,
}: AdminConfirmDialogProps) {
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      size="md"
      returnFocus={onClosed === undefined}
      onExitTransitionEnd={onClosed}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" p="md" pb={0}>
          <Modal.Title fw={700} fz="lg">
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label={closeLabel} />
        </Group>
        <Modal.Body pt="md">{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
