import { lazy, Suspense } from 'react';
import { useNotificationsHost } from '../lib/notify';

const NotificationsHost = lazy(() => import('../lib/notifications-host'));

/** Mounts the toast container on the first toast (keeps @mantine/notifications out of the first load). */
export function NotificationsLoader() {
  const requested = useNotificationsHost((state) => state.requested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
