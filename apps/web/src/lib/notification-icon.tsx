import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import type { NotifyTone } from './notify';

/** Loaded with the notifications package, on the first toast. */
export function notificationIcon(tone: NotifyTone): ReactElement {
  switch (tone) {
    case 'success':
      return <IconCheck size={18} aria-hidden />;
    case 'error':
      return <IconAlertTriangle size={18} aria-hidden />;
    case 'info':
      return <IconInfoCircle size={18} aria-hidden />;
  }
}
