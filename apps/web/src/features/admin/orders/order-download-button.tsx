import { Button, Loader, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { notify } from '../../../lib/notify';
import { actionErrorText } from './order-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';

interface OrderDownloadButtonProps extends Omit<ButtonProps, 'loading' | 'leftSection'> {
  /** Fetches the file and hands it to the browser (rejects as the API client does). */
  download: () => Promise<void>;
  children: ReactNode;
  'aria-label'?: string;
  icon?: ReactNode;
}

/**
 * Downloads a file of an order (its tickets, a receipt, a sztornó). While it comes, the button is
 * busy but keeps the focus (Mantine's `loading` would disable it and drop a keyboard user's focus);
 * a failure the error catalogue has not told already is said in a toast.
 */
export function OrderDownloadButton({
  download,
  children,
  icon,
  ...props
}: OrderDownloadButtonProps) {
  const { t } = useAdminTranslation();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      const text = actionErrorText(error);
      if (text !== null) {
        notify({
          tone: 'error',
          message:
            text === 'network'
              ? t('orders.actions.network_error')
              : t('orders.actions.download_failed'),
        });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      {...props}
      leftSection={
        busy ? (
          <Loader size={14} color="currentColor" aria-hidden />
        ) : (
          (icon ?? <IconDownload size={16} aria-hidden />)
        )
      }
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) void start();
      }}
    >
      {children}
    </Button>
  );
}
