import { useQueryClient } from '@tanstack/react-query';
import { doorSyncMax } from '@theatre/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { adminKeys } from '../shared/admin-keys';
import { postDoorSync } from './door-list';
import { useDoorOfflineStore } from './door-offline-store';

/** How often the admissions made offline are offered to the server while the browser is online. */
export const doorSyncRetryMs = 15_000;

/**
 * Sends the admissions this device made offline for a performance (decision 0042): at once when
 * the door can reach the server again, then every 15 s while any waits; one upload per door, each
 * admission by its scan id, so an upload whose answer was lost is sent again safely. The
 * server's verdict is kept on each; the door's counts, conflicts and list refresh after it.
 * Answers how many wait.
 */
export function useDoorSync(eventId: number, reachable: boolean, onReached: () => void): number {
  const queryClient = useQueryClient();
  const waiting = useDoorOfflineStore(
    (state) =>
      state.admissions.filter((item) => item.event_id === eventId && item.synced === undefined)
        .length,
  );
  const sending = useRef(false);

  const send = useCallback(async () => {
    if (sending.current) return;
    const store = useDoorOfflineStore.getState();
    const pending = store.admissions.filter(
      (item) => item.event_id === eventId && item.synced === undefined,
    );
    if (pending.length === 0) return;
    sending.current = true;
    try {
      for (const door of new Set(pending.map((item) => item.door))) {
        const batch = pending.filter((item) => item.door === door).slice(0, doorSyncMax);
        const reply = await postDoorSync({
          event_id: eventId,
          device_id: store.deviceId,
          door,
          admissions: batch.map((item) => ({
            scan_id: item.scan_id,
            code: item.code,
            at: new Date(item.at).toISOString(),
          })),
        });
        useDoorOfflineStore.getState().markSynced(reply.results, Date.now());
      }
      onReached();
      await queryClient.invalidateQueries({ queryKey: adminKeys.checkIn(eventId) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.doorList(eventId) });
    } catch {
      // No answer, or refused: offered again on the next round.
    } finally {
      sending.current = false;
    }
  }, [eventId, onReached, queryClient]);

  useEffect(() => {
    if (reachable && waiting > 0) void send();
  }, [reachable, waiting, send]);

  useEffect(() => {
    if (waiting === 0) return undefined;
    const timer = window.setInterval(() => {
      if (navigator.onLine) void send();
    }, doorSyncRetryMs);
    return () => {
      window.clearInterval(timer);
    };
  }, [waiting, send]);

  return waiting;
}
