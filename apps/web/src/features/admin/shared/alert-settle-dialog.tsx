import { Alert, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import type { StaffAlert } from '@theatre/contracts';
import { useState } from 'react';
import { isApiError, NetworkError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSettleAlert } from './alerts-api';
import { useAdminTranslation } from './use-admin-translation';
import { AdminConfirmDialog } from './admin-confirm-dialog';

/** The server's limit on the note. */
const noteMaxLength = 500;

/**
 * "Settle" (administrators): a dialog asks how the alert was settled (required; kept with the
 * alert and in its order's history) and records it. Its message shows in a toast on success (the
 * alert then leaves the lists); a refusal (settled by someone else meanwhile, a missing note)
 * shows in the dialog. Open while `alert` is given.
 */
export function AlertSettleDialog({
  alert,
  onClose,
  onClosed,
}: {
  alert: StaffAlert | null;
  onClose: () => void;
  /** Once it has closed: `settled` says whether the alert was (and so left the list). */
  onClosed: (alertId: number, settled: boolean) => void;
}) {
  const { t } = useAdminTranslation();
  const settle = useSettleAlert();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [settled, setSettled] = useState(false);
  // The dialog keeps saying which alert while it closes.
  const [shown, setShown] = useState(alert);
  if (alert && alert !== shown) setShown(alert);

  const close = () => {
    if (settle.isPending) return;
    onClose();
    setNote('');
    setNoteError(null);
    setFailure(null);
  };

  const submit = () => {
    if (settle.isPending || !alert) return;
    const text = note.trim();
    if (!text) {
      setNoteError(t('alerts.settle.note_required'));
      return;
    }
    setFailure(null);
    settle.mutate(
      { alertId: alert.id, note: text },
      {
        onSuccess: (reply) => {
          notify({ tone: 'success', message: reply.message, autoClose: 6000 });
          setSettled(true);
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
              ? t('alerts.settle.network_error')
              : isApiError(error) && error.body?.message
                ? error.body.message
                : t('alerts.settle.failed'),
          );
        },
      },
    );
  };

  return (
    <AdminConfirmDialog
      opened={alert !== null}
      onClose={close}
      title={t('alerts.settle.title')}
      closeLabel={t('alerts.settle.keep')}
      busy={settle.isPending}
      onClosed={() => {
        if (shown) onClosed(shown.id, settled);
        setSettled(false);
      }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">
            {t('alerts.settle.text', {
              id: shown?.order_id ?? '–',
              what: shown ? t(`alerts.kinds.${shown.kind}`) : '',
            })}
          </Text>
          <Textarea
            label={t('alerts.settle.note')}
            description={t('alerts.settle.note_description')}
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
            <Alert color="red.9" variant="outline" role="alert" title={t('alerts.settle.failed')}>
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} aria-disabled={settle.isPending || undefined}>
              {t('alerts.settle.keep')}
            </Button>
            {/* Busy, not disabled: a disabled button would drop the focus out of the dialog. */}
            <Button
              type="submit"
              leftSection={
                settle.isPending ? <Loader size={14} color="currentColor" aria-hidden /> : null
              }
              aria-busy={settle.isPending || undefined}
              aria-disabled={settle.isPending || undefined}
            >
              {t('alerts.settle.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminConfirmDialog>
  );
}
