import { create } from 'zustand';
import { env } from '../config/env';
import { translate } from './i18n';

export type NotifyTone = 'success' | 'error' | 'info';

/**
 * Where toasts appear (docs/product.md §2): at the top centre, over the sticky header, where no
 * page content can be under them; at the bottom they covered the checkout's buttons on a phone and
 * the cookie banner's "Accept". The host (notifications-host.tsx) shows at most two at a time.
 */
export const notificationsPosition = 'top-center';

export interface NotifyOptions {
  tone: NotifyTone;
  message: string;
  title?: string;
  /** Milliseconds; docs/product.md §9: 2000 by default (1500 for payment errors). */
  autoClose?: number;
}

/**
 * Whether the toast container is needed. The @mantine/notifications package is kept out of the first
 * load: the first toast requests the container (rendered lazily by the app) and loads the package.
 */
export const useNotificationsHost = create<{ requested: boolean }>(() => ({ requested: false }));

const toneColor: Record<NotifyTone, string> = {
  success: 'teal.9',
  error: 'red.9',
  info: 'burgundy.7',
};

export function notify(options: NotifyOptions): void {
  if (!useNotificationsHost.getState().requested)
    useNotificationsHost.setState({ requested: true });
  void Promise.all([import('@mantine/notifications'), import('./notification-icon')])
    .then(([{ notifications }, { notificationIcon }]) => {
      notifications.show({
        message: options.message,
        title: options.title,
        color: toneColor[options.tone],
        icon: notificationIcon(options.tone),
        autoClose: options.autoClose ?? env.toastDurationMs,
        position: notificationsPosition,
        closeButtonProps: { 'aria-label': translate('app.close_notification') },
      });
    })
    .catch((error: unknown) => {
      console.warn('[notify] could not show a notification', error);
    });
}
