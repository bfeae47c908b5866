import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import './notifications-host.css';
import { Notifications } from '@mantine/notifications';
import { env } from '../config/env';
import { notificationsPosition } from './notify';

/**
 * The toast container: at the top centre over the sticky header, at most two at a time (more wait
 * their turn), 2 s each (docs/product.md §2, §8). Lazily loaded on the first toast.
 */
export default function NotificationsHost() {
  return (
    <Notifications
      position={notificationsPosition}
      autoClose={env.toastDurationMs}
      limit={2}
      zIndex={1000}
    />
  );
}
