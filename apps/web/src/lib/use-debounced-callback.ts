import { useCallback, useEffect, useRef } from 'react';

/** Calls the latest `callback` once `delayMs` passed without another call. */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): (...args: A) => void {
  const latest = useRef(callback);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (...args: A) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        latest.current(...args);
      }, delayMs);
    },
    [delayMs],
  );
}
