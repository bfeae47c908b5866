import type { ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { downloadFile } from '../../../lib/download-file';
import { translate } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { downloadErrorText } from '../lib/download-error';
import type { OrderDocument } from '../lib/order-documents';
import { ordersText } from '../hooks/use-orders-translation';
import { BusyButton } from './busy-button';
import { DocumentIcon } from './document-icon';

interface DocumentButtonProps extends Omit<ButtonProps, 'loading' | 'leftSection' | 'children'> {
  document: OrderDocument;
  label: string;
  /** The accessible name when the text alone does not say which order (a row of a list). */
  ariaLabel?: string | undefined;
}

/** Downloads one document of an order: busy while it comes, a toast when it cannot. */
export function DocumentButton({ document, label, ariaLabel, ...props }: DocumentButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(document.path, document.fallbackName);
    } catch (error) {
      const text = downloadErrorText(error);
      if (text !== null) {
        const t = ordersText();
        notify({
          tone: 'error',
          message: {
            network: t('download.network_error'),
            timeout: translate('error.timeout'),
            failed: t('download.failed'),
          }[text],
        });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton
      {...props}
      icon={<DocumentIcon kind={document.kind} />}
      busy={busy}
      aria-label={ariaLabel}
      onClick={() => {
        void download();
      }}
    >
      {label}
    </BusyButton>
  );
}
