import { Button, Group, Stack, Text } from '@mantine/core';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { ProgrammeDialog } from './programme-common';

interface ProgrammeDeleteDialogProps<T extends { id: number }> {
  /** What is about to be deleted; the dialog is open while there is something. */
  item: T | null;
  title: string;
  /** The question, naming the item. */
  text: (item: T) => string;
  /** While the delete runs, the dialog stays open and Cancel waits. */
  busy: boolean;
  onClose: () => void;
  onDelete: (item: T) => void;
}

/** "Delete this?" for a part of a programme page (a ticket type, an information block). */
export function ProgrammeDeleteDialog<T extends { id: number }>({
  item,
  title,
  text,
  busy,
  onClose,
  onDelete,
}: ProgrammeDeleteDialogProps<T>) {
  const { t } = useAdminTranslation();
  return (
    <ProgrammeDialog
      opened={item !== null}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={title}
    >
      <Stack gap="md">
        <Text>{item ? text(item) : ''}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            {t('programme.common.cancel')}
          </Button>
          <Button
            color="red.8"
            loading={busy}
            onClick={() => {
              if (item) onDelete(item);
            }}
          >
            {t('programme.common.delete')}
          </Button>
        </Group>
      </Stack>
    </ProgrammeDialog>
  );
}
