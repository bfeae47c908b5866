import type { StaffAlert } from '@theatre/contracts';
import { useState } from 'react';
import { useSettleAlert } from './alerts-api';
import { useAdminTranslation } from './use-admin-translation';
import { SettleNoteDialog } from './settle-note-dialog';

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
  const [settled, setSettled] = useState(false);
  // The dialog keeps saying which alert while it closes.
  const [shown, setShown] = useState(alert);
  if (alert && alert !== shown) setShown(alert);

  return (
    <SettleNoteDialog
      opened={alert !== null}
      pending={settle.isPending}
      texts={{
        title: t('alerts.settle.title'),
        text: t('alerts.settle.text', {
          id: shown?.order_id ?? '–',
          what: shown ? t(`alerts.kinds.${shown.kind}`) : '',
        }),
        note: t('alerts.settle.note'),
        noteDescription: t('alerts.settle.note_description'),
        noteRequired: t('alerts.settle.note_required'),
        keep: t('alerts.settle.keep'),
        confirm: t('alerts.settle.confirm'),
        failed: t('alerts.settle.failed'),
        networkError: t('alerts.settle.network_error'),
      }}
      save={(note, callbacks) => {
        if (alert) settle.mutate({ alertId: alert.id, note }, callbacks);
      }}
      onClose={onClose}
      onSettled={() => {
        setSettled(true);
      }}
      onClosed={() => {
        if (shown) onClosed(shown.id, settled);
        setSettled(false);
      }}
    />
  );
}
