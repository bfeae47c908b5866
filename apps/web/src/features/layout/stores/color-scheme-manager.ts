import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { useLayoutOptionsStore } from './layout-options-store';

/** Mantine's colour scheme kept in the layout-options store (one remembered value, not two). */
export function layoutColorSchemeManager(): MantineColorSchemeManager {
  let unsubscribe: (() => void) | undefined;
  return {
    get: (defaultValue) => useLayoutOptionsStore.getState().colorScheme || defaultValue,
    set: (value) => {
      useLayoutOptionsStore.getState().setColorScheme(value);
    },
    subscribe: (onUpdate: (colorScheme: MantineColorScheme) => void) => {
      unsubscribe?.();
      unsubscribe = useLayoutOptionsStore.subscribe((state, previous) => {
        if (state.colorScheme !== previous.colorScheme) onUpdate(state.colorScheme);
      });
    },
    unsubscribe: () => {
      unsubscribe?.();
      unsubscribe = undefined;
    },
    clear: () => {
      useLayoutOptionsStore.getState().setColorScheme('auto');
    },
  };
}
