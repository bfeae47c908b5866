import { Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';

interface ContentConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The close button's name (the modal's "cancel"). */
  closeLabel: string;
  children: ReactNode;
}

/**
 * A confirmation dialog of the content and settings pages. Composed without Modal.Header: its
 * `<header>` element would be a second banner landmark beside the back office's own header.
 */
export function ContentConfirmModal({
  opened,
  onClose,
  title,
  closeLabel,
  children,
}: ContentConfirmModalProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
            <Modal.Title fw={700} fz="lg">
              {title}
            </Modal.Title>
            <Modal.CloseButton aria-label={closeLabel} />
          </Group>
          {children}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
