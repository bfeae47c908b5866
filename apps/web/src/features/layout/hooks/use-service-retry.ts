import { useCallback, useEffect, useRef } from 'react';
import { env } from '../../../config/env';
import { probeAvailability } from '../api/probe-availability';
import { useServiceStatusStore } from '../stores/service-status-store';
import { retryDelayMs } from '../lib/retry-schedule';

const tickMs = 1000;

/**
 * The automatic retry of the service-unavailable modal: counts `remaining` down each second, then
 * probes GET /api/available; 200 reloads the page, a failure backs off and counts down again.
 */
export function useServiceRetry(): { remaining: number; retrying: boolean; retryNow: () => void } {
  const unavailable = useServiceStatusStore((state) => state.unavailable);
  const retrying = useServiceStatusStore((state) => state.retrying);
  const remaining = useServiceStatusStore((state) => state.remaining);
  const failedProbes = useRef(0);
  const probing = useRef(false);

  useEffect(() => {
    if (!unavailable || retrying) return undefined;
    const { setRemaining, setRetrying } = useServiceStatusStore.getState();
    if (remaining > 0) {
      const timer = window.setTimeout(
        () => {
          setRemaining(Math.max(0, remaining - tickMs));
        },
        Math.min(tickMs, remaining),
      );
      return () => {
        window.clearTimeout(timer);
      };
    }
    if (probing.current) return undefined;
    probing.current = true;
    setRetrying(true);
    void probeAvailability().then((available) => {
      probing.current = false;
      if (available) {
        window.location.reload();
        return;
      }
      failedProbes.current += 1;
      setRemaining(retryDelayMs(failedProbes.current, env.serviceRetryMs));
      setRetrying(false);
    });
    return undefined;
  }, [unavailable, retrying, remaining]);

  const retryNow = useCallback(() => {
    if (!useServiceStatusStore.getState().retrying)
      useServiceStatusStore.getState().setRemaining(0);
  }, []);

  return { remaining, retrying, retryNow };
}
