import type { MantineColorScheme } from '@mantine/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { pick } from '../../../lib/persisted';

interface LayoutOptionsState {
  /** Light, dark or the system's (auto). Read before the first paint by the inline script in index.html. */
  colorScheme: MantineColorScheme;
  setColorScheme: (colorScheme: MantineColorScheme) => void;
}

/** Key read by the inline script in index.html: keep them in step. */
export const layoutOptionsKey = 'jegy-layout';

function isColorScheme(value: unknown): value is MantineColorScheme {
  return value === 'light' || value === 'dark' || value === 'auto';
}

export const useLayoutOptionsStore = create<LayoutOptionsState>()(
  persist(
    (set) => ({
      colorScheme: 'auto',
      setColorScheme: (colorScheme) => {
        set({ colorScheme });
      },
    }),
    {
      name: layoutOptionsKey,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ colorScheme: state.colorScheme }),
      migrate: (persisted) => ({
        colorScheme: pick(persisted, 'colorScheme', isColorScheme) ?? 'auto',
      }),
    },
  ),
);
