import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  doorListHash,
  normaliseTicketCode,
  type DoorList,
  type DoorSyncBody,
  type DoorSyncReply,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../shared/admin-keys';
import { isRefetch } from '../../../lib/background-fetch';

/** How often the door list refreshes while the server answers. */
export const doorListRefreshMs = 60_000;

/** A performance's door list as this device keeps it, with when it came. */
interface StoredList {
  at: number;
  list: DoorList;
}

const storageKey = (eventId: number) => `jegy-door-list-${String(eventId)}`;

/**
 * Whether this browser can keep a door list and hash what it reads (Web Crypto's digest exists
 * on https and localhost only, like service workers): elsewhere the door works online only.
 */
export function canWorkOffline(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.digest === 'function';
}

function isStoredList(value: unknown, eventId: number): value is StoredList {
  if (value === null || typeof value !== 'object') return false;
  const stored = value as Partial<StoredList>;
  return (
    typeof stored.at === 'number' &&
    typeof stored.list?.key === 'string' &&
    stored.list.event.id === eventId &&
    Array.isArray(stored.list.tickets)
  );
}

/**
 * The door list kept on this device (localStorage: about 120 bytes a ticket, some 120 kB for a
 * hall of a thousand; one list per performance opened at this door), or undefined.
 */
export function readDoorList(eventId: number): StoredList | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(eventId)) ?? 'null');
    return isStoredList(parsed, eventId) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function saveDoorList(eventId: number, list: DoorList, at: number): void {
  try {
    // One performance's list at a time: the door moves on from the last one.
    for (let index = localStorage.length - 1; index >= 0; index -= 1) {
      const key = localStorage.key(index);
      if (key?.startsWith('jegy-door-list-') && key !== storageKey(eventId))
        localStorage.removeItem(key);
    }
    localStorage.setItem(storageKey(eventId), JSON.stringify({ at, list } satisfies StoredList));
  } catch {
    // Storage full or refused: the door still works online.
  }
}

/**
 * GET /admin/check-in/:event_id/door-list, kept on the device and refreshed every minute while
 * the server answers; the stored one is there at once (also after a reload without a connection).
 */
export function useDoorList(eventId: number) {
  return useQuery({
    queryKey: adminKeys.doorList(eventId),
    queryFn: async ({ signal, ...context }) => {
      const list = await api.get<DoorList>(`/admin/check-in/${String(eventId)}/door-list`, {
        signal,
        background: isRefetch(context),
        silent: true,
      });
      saveDoorList(eventId, list, Date.now());
      return list;
    },
    initialData: () => readDoorList(eventId)?.list,
    initialDataUpdatedAt: () => readDoorList(eventId)?.at,
    staleTime: doorListRefreshMs / 2,
    refetchInterval: doorListRefreshMs,
    enabled: canWorkOffline(),
    retry: false,
  });
}

/**
 * The server answered a scan at this door online: its ticket is admitted now (`at`). The device's
 * list learns it at once, not only at the next refresh, so that the same code read a moment later
 * without a connection is "already used" here instead of admitted a second time.
 */
export async function noteAdmittedInList(
  queryClient: QueryClient,
  eventId: number,
  code: string,
  at: string,
): Promise<void> {
  const key = adminKeys.doorList(eventId);
  const list = queryClient.getQueryData<DoorList>(key);
  const printed = normaliseTicketCode(code);
  if (!list || !printed || !canWorkOffline()) return;
  const hash = await doorListHash(list.key, printed);
  const current = queryClient.getQueryData<DoorList>(key) ?? list;
  if (!current.tickets.some((ticket) => ticket.hash === hash && ticket.admitted_at === null))
    return;
  const next: DoorList = {
    ...current,
    tickets: current.tickets.map((ticket) =>
      ticket.hash === hash && ticket.admitted_at === null ? { ...ticket, admitted_at: at } : ticket,
    ),
  };
  queryClient.setQueryData(key, next, {
    updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt,
  });
  saveDoorList(eventId, next, readDoorList(eventId)?.at ?? Date.now());
}

/**
 * POST /admin/check-in/sync: the admissions this device made offline, for one door. Sent by the
 * door by itself, so a background request (decision 0055): it does not keep an unattended door's
 * session from ending for inactivity. A session that ended meanwhile (401/419) sends the door to
 * sign in; the admissions stay on the device and go after the sign-in.
 */
export function postDoorSync(body: DoorSyncBody): Promise<DoorSyncReply> {
  return api.post<DoorSyncReply>('/admin/check-in/sync', body, {
    handles: ['validation_failed', 'event_not_found'],
    timeoutMs: 15_000,
    background: true,
  });
}
