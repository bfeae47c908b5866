import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { pick } from '../../../lib/persisted';
import { doorMaxLength } from '../hooks/check-in-rules';

interface DoorState {
  /** The door this device scans at (`Főbejárat`), remembered across performances; null until set. */
  door: string | null;
  setDoor: (door: string) => void;
}

function isDoor(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= doorMaxLength;
}

/** The door of this device (localStorage): asked once, then shown on the scanner to change. */
export const useDoorStore = create<DoorState>()(
  persist(
    (set) => ({
      door: null,
      setDoor: (door) => {
        set({ door });
      },
    }),
    {
      name: 'jegy-check-in-door',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ door: state.door }),
      migrate: (persisted) => ({ door: pick(persisted, 'door', isDoor) ?? null }),
      merge: (persisted, current) => ({
        ...current,
        door: pick(persisted, 'door', isDoor) ?? null,
      }),
    },
  ),
);
