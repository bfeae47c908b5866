import { Alert, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { isApiError, NetworkError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { AdminConfirmDialog } from './admin-confirm-dialog';

/** The server's limit on a settling note. */
const noteMaxLength = 500;

/** The dialog's words, from the caller's catalogue. */
export interface SettleNoteTexts {
  title: string;
  /** What is being settled, above the note. */
  text: string;
  note: string;
  noteDescription: string;
  noteRequired: string;
  keep: string;
  confirm: string;
  /** The title of a refusal, and its text when the server gave none. */
  failed: string;
  networkError: string;
}

/**
 * Settling something by hand with a note (administrators): a refund SimplePay refused for good,
 * a staff alert. The note is required and kept in the audit trail; the server's answer is shown:
 * its message in a toast on success, a refusal (settled by someone else meanwhile, a missing note)
 * in the dialog. Busy, the buttons stay focusable (aria-disabled), so the focus stays in the dialog.
 */
export function SettleNoteDialog({
  opened,
  texts,
  pending,
  save,
  onClose,
  onSettled,
  onClosed,
  initialNote = '',
}: {
  opened: boolean;
  /** The note the dialog opens with (e.g. the bank account a refund is transferred to). */
  initialNote?: string;
  texts: SettleNoteTexts;
  pending: boolean;
  /** Sends the note; calls back as a TanStack mutation's `mutate` does. */
  save: (
    note: string,
    callbacks: {
      onSuccess: (reply: { message: string }) => void;
      onError: (error: unknown) => void;
    },
  ) => void;
  onClose: () => void;
  onSettled?: () => void;
  onClosed?: () => void;
}) {
  const [note, setNote] = useState(initialNote);
  // Each opening starts from the given note.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setNote(initialNote);
  }
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (pending) return;
    onClose();
    setNote('');
    setNoteError(null);
    setFailure(null);
  };

  const submit = () => {
    if (pending || !opened) return;
    const text = note.trim();
    if (!text) {
      setNoteError(texts.noteRequired);
      return;
    }
    setFailure(null);
    save(text, {
      onSuccess: (reply) => {
        notify({ tone: 'success', message: reply.message, autoClose: 6000 });
        onSettled?.();
        onClose();
        setNote('');
      },
      onError: (error) => {
        const field = isApiError(error) ? error.fieldErrors['note']?.[0] : undefined;
        if (field) {
          setNoteError(field);
          return;
        }
        setFailure(
          error instanceof NetworkError
            ? texts.networkError
            : isApiError(error) && error.body?.message
              ? error.body.message
              : texts.failed,
        );
      },
    });
  };

  return (
    <AdminConfirmDialog
      opened={opened}
      onClose={close}
      title={texts.title}
      closeLabel={texts.keep}
      busy={pending}
      {...(onClosed ? { onClosed } : {})}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">{texts.text}</Text>
          <Textarea
            label={texts.note}
            description={texts.noteDescription}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              if (noteError) setNoteError(null);
            }}
            error={noteError}
            maxLength={noteMaxLength}
            autosize
            minRows={2}
            maxRows={5}
            required
            data-autofocus
          />
          {failure ? (
            <Alert color="red.9" variant="outline" role="alert" title={texts.failed}>
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} aria-disabled={pending || undefined}>
              {texts.keep}
            </Button>
            {/* Busy, not disabled: a disabled button would drop the focus out of the dialog. */}
            <Button
              type="submit"
              leftSection={pending ? <Loader size={14} color="currentColor" aria-hidden /> : null}
              aria-busy={pending || undefined}
              aria-disabled={pending || undefined}
            >
              {texts.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminConfirmDialog>
  );
}
