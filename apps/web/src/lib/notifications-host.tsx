import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import './notifications-host.css';
import { Notifications } from '@mantine/notifications';
import { env } from '../config/env';

/**
 * The toast container: bottom right, 2 s (docs/product.md §8). Lazily loaded on the first toast.
 */
export default function NotificationsHost() {
  return (
    <Notifications
      position="bottom-right"
      autoClose={env.toastDurationMs}
      limit={4}
      zIndex={1000}
    />
  );
}
