import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { pick } from '../../../lib/persisted';
import { doorMaxLength } from './check-in-rules';

/**
 * A scan the server has not answered yet (no connection, a timeout, the server down): kept on the
 * device until it is answered, so no code is dropped, not even by a reload.
 */
export interface PendingScan {
  /** The door's id of the scan (a UUID), sent with it every time: a repeat admits once. */
  scan_id: string;
  /** As typed or read (it passed the code check). */
  code: string;
  event_id: number;
  door: string;
  /** When it was scanned (ms since the epoch). */
  scanned_at: number;
}

interface DoorState {
  /** The door this device scans at (`Főbejárat`), remembered across performances; null until set. */
  door: string | null;
  setDoor: (door: string) => void;
  /** Scans waiting for the server's answer, oldest first. */
  pending: PendingScan[];
  addPending: (scan: PendingScan) => void;
  removePending: (scanId: string) => void;
}

function isDoor(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= doorMaxLength;
}

function isPendingScan(value: unknown): value is PendingScan {
  if (value === null || typeof value !== 'object') return false;
  const scan = value as Record<string, unknown>;
  return (
    typeof scan['scan_id'] === 'string' &&
    typeof scan['code'] === 'string' &&
    scan['code'].length <= 64 &&
    typeof scan['event_id'] === 'number' &&
    Number.isInteger(scan['event_id']) &&
    isDoor(scan['door']) &&
    typeof scan['scanned_at'] === 'number'
  );
}

function isPendingList(value: unknown): value is PendingScan[] {
  return Array.isArray(value);
}

/** The stored state as far as it can be trusted: a door name, and the pending scans that are scans. */
function restore(persisted: unknown): Pick<DoorState, 'door' | 'pending'> {
  const pending = (pick(persisted, 'pending', isPendingList) ?? []).filter(isPendingScan);
  return { door: pick(persisted, 'door', isDoor) ?? null, pending };
}

/**
 * The door of this device (localStorage): asked once, then shown on the scanner to change; and
 * the scans still waiting for the server (version 2 of the stored state; version 1 had the door
 * only).
 */
export const useDoorStore = create<DoorState>()(
  persist(
    (set) => ({
      door: null,
      setDoor: (door) => {
        set({ door });
      },
      pending: [],
      addPending: (scan) => {
        set((state) =>
          state.pending.some((item) => item.scan_id === scan.scan_id)
            ? state
            : { pending: [...state.pending, scan] },
        );
      },
      removePending: (scanId) => {
        set((state) => ({ pending: state.pending.filter((item) => item.scan_id !== scanId) }));
      },
    }),
    {
      name: 'jegy-check-in-door',
      version: 2,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ door: state.door, pending: state.pending }),
      migrate: (persisted) => restore(persisted),
      merge: (persisted, current) => ({ ...current, ...restore(persisted) }),
    },
  ),
);
