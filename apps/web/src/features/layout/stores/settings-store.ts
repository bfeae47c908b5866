import type { PublicSettings } from '@theatre/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { pick } from '../../../lib/persisted';

interface SettingsState {
  /** The public settings, kept in the browser (docs/product.md §3). Null until the first load. */
  settings: PublicSettings | null;
  setSettings: (settings: PublicSettings) => void;
}

function isSettings(value: unknown): value is PublicSettings {
  return value !== null && typeof value === 'object' && 'theatre_name' in value;
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      settings: null,
      setSettings: (settings) => {
        set({ settings });
      },
    }),
    {
      name: 'jegy-settings',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ settings: state.settings }),
      // Any older stored shape: keep the settings object when there is one (the query refreshes it).
      migrate: (persisted) => ({ settings: pick(persisted, 'settings', isSettings) ?? null }),
    },
  ),
);
