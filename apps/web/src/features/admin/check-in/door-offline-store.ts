import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { DoorSyncResult } from '@theatre/contracts';
import { pick } from '../../../lib/persisted';
import { newScanId } from './check-in-rules';

/**
 * An admission this device made from its door list without a connection (decision 0042): kept
 * until the server has recorded it, and after that until a newer door list knows the ticket is
 * admitted, so the device admits each code once.
 */
export interface OfflineAdmission {
  /** The scan's id (a UUID): the server records the admission once by it. */
  scan_id: string;
  event_id: number;
  /** In the printed form. */
  code: string;
  /** The code's name in the door list. */
  hash: string;
  door: string;
  /** The device's time of the admission (ms since the epoch). */
  at: number;
  /** The server's verdict once it recorded it; absent while it waits to be sent. */
  synced?: DoorSyncResult;
  /** When it was recorded (ms since the epoch). */
  synced_at?: number;
}

interface OfflineState {
  /** This device's id (a random UUID, made once), sent with its admissions. */
  deviceId: string;
  /** Since when the door has had no connection (ms since the epoch); null while it has one. */
  offlineSince: number | null;
  setOffline: (offline: boolean, now: number) => void;
  admissions: OfflineAdmission[];
  admit: (admission: OfflineAdmission) => void;
  markSynced: (results: { scan_id: string; result: DoorSyncResult }[], now: number) => void;
  /** Forgets recorded admissions of a performance that a door list fetched after them knows. */
  forgetSynced: (eventId: number, listAt: number) => void;
}

function isAdmission(value: unknown): value is OfflineAdmission {
  if (value === null || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item['scan_id'] === 'string' &&
    typeof item['event_id'] === 'number' &&
    typeof item['code'] === 'string' &&
    typeof item['hash'] === 'string' &&
    typeof item['door'] === 'string' &&
    typeof item['at'] === 'number'
  );
}

const isList = (value: unknown): value is unknown[] => Array.isArray(value);
const isId = (value: unknown): value is string => typeof value === 'string' && value.length === 36;
const isTime = (value: unknown): value is number => typeof value === 'number';

function restore(persisted: unknown) {
  return {
    deviceId: pick(persisted, 'deviceId', isId) ?? newScanId(),
    offlineSince: pick(persisted, 'offlineSince', isTime) ?? null,
    admissions: (pick(persisted, 'admissions', isList) ?? []).filter(isAdmission),
  };
}

/** The door's offline state on this device (localStorage, beside the door store). */
export const useDoorOfflineStore = create<OfflineState>()(
  persist(
    (set) => ({
      deviceId: newScanId(),
      offlineSince: null,
      setOffline: (offline, now) => {
        set((state) => {
          if (offline) return state.offlineSince === null ? { offlineSince: now } : state;
          return state.offlineSince === null ? state : { offlineSince: null };
        });
      },
      admissions: [],
      admit: (admission) => {
        set((state) => ({ admissions: [...state.admissions, admission] }));
      },
      markSynced: (results, now) => {
        const byScan = new Map(results.map((item) => [item.scan_id, item.result]));
        set((state) => ({
          admissions: state.admissions.map((item) => {
            const result = byScan.get(item.scan_id);
            return result ? { ...item, synced: result, synced_at: now } : item;
          }),
        }));
      },
      forgetSynced: (eventId, listAt) => {
        set((state) => {
          const kept = state.admissions.filter(
            (item) =>
              item.event_id !== eventId || item.synced_at === undefined || item.synced_at > listAt,
          );
          return kept.length === state.admissions.length ? state : { admissions: kept };
        });
      },
    }),
    {
      name: 'jegy-door-offline',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({
        deviceId: state.deviceId,
        offlineSince: state.offlineSince,
        admissions: state.admissions,
      }),
      migrate: (persisted) => restore(persisted),
      merge: (persisted, current) => ({ ...current, ...restore(persisted) }),
    },
  ),
);
