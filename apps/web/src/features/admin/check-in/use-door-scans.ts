import { useQueryClient } from '@tanstack/react-query';
import {
  doorListHash,
  normaliseTicketCode,
  type CheckInReply,
  type DoorList,
} from '@theatre/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { adminKeys } from '../shared/admin-keys';
import { postCheckIn, useUndoCheckIn } from './check-in-api';
import { useDoorStore, type PendingScan } from './door-store';
import {
  displayCode,
  newScanId,
  toneOf,
  vibrationOf,
  withRecentScan,
  type DoorResult,
  type RecentScan,
} from './check-in-rules';
import { DoorQueue, type SettledResult } from './door-queue';
import { noteAdmittedInList } from './door-list';
import { decideOffline } from './door-offline-rules';
import { useDoorOfflineStore } from './door-offline-store';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { useBrowserOnline } from './use-browser-online';

/** What an administrator's undo of the shown admission came to. */
export type UndoState =
  | { state: 'pending' }
  | { state: 'done'; message: string }
  | { state: 'failed'; message: string | null };

/**
 * The answer on screen, always the latest scan's: the server's reply, a code refused as invalid,
 * or no answer yet (`offline`: the ticket was NOT checked; the scan waits to be sent again).
 * `reply` is null unless the server answered.
 */
export interface DoorAnswer {
  id: number;
  /** When it was answered (ms since the epoch). */
  at: number;
  /** As typed or read. */
  input: string;
  result: DoorResult;
  reply: CheckInReply | null;
  /** The door's id of the scan (none for a code refused before it was sent). */
  scanId?: string;
  /** Decided on this device from its door list, without a connection (decision 0042). */
  offline?: boolean;
  undo?: UndoState;
}

/** A scan of this performance waiting for the server's answer, as the door lists it. */
export interface WaitingScan {
  scanId: string;
  /** In the printed form when it can be one. */
  code: string;
  scannedAt: number;
  /** On its way now. */
  sending: boolean;
}

/** `invalid`: the code cannot be a ticket code; `gone`: the performance no longer exists. */
export type ScanOutcome = 'answered' | 'invalid' | 'gone';

function buzz(pattern: number[]): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    try {
      navigator.vibrate(pattern);
    } catch {
      // Some browsers refuse without a recent tap: the screen still says it all.
    }
  }
}

/**
 * The scans at one door. Each code is checked on the device (one that cannot be a ticket code is
 * refused at once, with a red card of its own), kept in the door store (which survives a reload)
 * and sent with a short timeout; the big card always shows the latest scan. A scan that gets no
 * answer shows "not checked" at once, stays listed as waiting, and is sent again by the door's
 * outbox (door-queue.ts) with its same scan_id, so the server admits it once and answers a repeat
 * as this door's admission. A late answer replaces the card only while the card still shows that
 * scan; otherwise it goes into the list of recent scans, marked as sent later.
 */
export function useDoorScans(eventId: number, door: string, list?: DoorList) {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const { mutateAsync: sendUndo } = useUndoCheckIn();
  const online = useBrowserOnline();
  const pending = useDoorStore((state) => state.pending);
  const sequence = useRef(0);
  const ids = useRef(new Map<string, number>());
  const shownRef = useRef<DoorAnswer | null>(null);
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  const [recent, setRecent] = useState<RecentScan[]>([]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  /** The scan's number on this page (a scan kept from before a reload gets one when it settles). */
  const idOf = useCallback((scanId: string) => {
    let id = ids.current.get(scanId);
    if (id === undefined) {
      sequence.current += 1;
      id = sequence.current;
      ids.current.set(scanId, id);
    }
    return id;
  }, []);

  /** Puts an answer on the card, unless a newer scan's is there. */
  const present = useCallback((next: DoorAnswer): boolean => {
    const current = shownRef.current;
    if (current && next.id < current.id) return false;
    shownRef.current = next;
    setAnswer(next);
    return true;
  }, []);

  const note = useCallback((scan: RecentScan) => {
    setRecent((list) =>
      scan.late && list.some((item) => item.id === scan.id)
        ? list.map((item) => (item.id === scan.id ? scan : item))
        : withRecentScan(list, scan),
    );
  }, []);

  /** A code that cannot be a ticket code: a red card of its own, and a long buzz. */
  const refuse = useCallback(
    (id: number, code: string) => {
      present({ id, at: Date.now(), input: code, result: 'invalid', reply: null });
      buzz(vibrationOf(toneOf('invalid')));
      note({ id, at: Date.now(), code: displayCode(code), result: 'invalid' });
    },
    [present, note],
  );

  /** The server answered a scan (or refused it for good), now or later. */
  const settle = useCallback(
    (scan: PendingScan, result: SettledResult, late: boolean) => {
      const id = idOf(scan.scan_id);
      void queryClient.invalidateQueries({ queryKey: adminKeys.checkIn(scan.event_id) });
      if (result.kind === 'gone') {
        setFieldError(result.message);
        note({ id, at: Date.now(), code: displayCode(scan.code), result: 'offline', late });
        return;
      }
      if (result.kind === 'invalid') {
        refuse(id, scan.code);
        return;
      }
      const { reply } = result;
      setFieldError(null);
      if (
        (reply.result === 'admitted' || reply.result === 'already_used') &&
        reply.ticket?.event_id === scan.event_id
      ) {
        void noteAdmittedInList(
          queryClient,
          scan.event_id,
          reply.ticket.code,
          reply.checked_in_at ?? new Date().toISOString(),
        );
      }
      const next: DoorAnswer = {
        id,
        at: Date.now(),
        input: scan.code,
        result: reply.result,
        reply,
        scanId: scan.scan_id,
      };
      // A late answer takes the card only from its own "not checked", or an empty card.
      const current = shownRef.current;
      const onCard =
        !late || current === null || current.scanId === scan.scan_id ? present(next) : false;
      if (onCard) buzz(vibrationOf(toneOf(reply.result)));
      note({
        id,
        at: Date.now(),
        code: reply.ticket?.code ?? displayCode(scan.code),
        result: reply.result,
        late,
      });
    },
    [idOf, queryClient, note, refuse, present],
  );

  const [queue] = useState(
    () =>
      new DoorQueue({
        send: (scan) =>
          postCheckIn({
            code: scan.code,
            event_id: scan.event_id,
            door: scan.door,
            scan_id: scan.scan_id,
          }),
        pending: () => useDoorStore.getState().pending.filter((scan) => scan.event_id === eventId),
        remove: (scanId) => {
          useDoorStore.getState().removePending(scanId);
        },
        isOnline: () => navigator.onLine,
        onChange: rerender,
      }),
  );

  // Declared before the queue starts: the answers have a listener before the first is sent.
  useEffect(() => {
    queue.listen(settle);
  }, [queue, settle]);

  // The outbox runs while the screen is open; what waits from before (a reload) goes at once.
  useEffect(() => {
    queue.start();
    return () => {
      queue.stop();
    };
  }, [queue]);

  // The browser's network comes back: the waiting scans go now. (It going is shown at once.)
  useEffect(() => {
    if (online) queue.online();
  }, [online, queue]);

  /**
   * Without a connection, with a door list: the device answers from the list, admits each code
   * once, and keeps the admission to send (decision 0042). False when it cannot (no list).
   */
  const decideHere = useCallback(
    async (id: number, code: string, scanId: string): Promise<boolean> => {
      const printed = normaliseTicketCode(code);
      const hash = list && printed ? await doorListHash(list.key, printed) : null;
      if (!list || !printed || hash === null) return false;
      const store = useDoorOfflineStore.getState();
      const decision = decideOffline(list, hash, printed, store.admissions, (result) =>
        t(`check_in.recent.results.${result}`),
      );
      const at = Date.now();
      if (decision.result === 'admitted')
        store.admit({ scan_id: scanId, event_id: eventId, code: printed, hash, door, at });
      if (
        present({
          id,
          at,
          input: code,
          result: decision.result,
          reply: decision.reply,
          scanId,
          offline: true,
        })
      )
        buzz(vibrationOf(toneOf(decision.result)));
      note({ id, at, code: printed, result: decision.result, offline: true });
      return true;
    },
    [list, t, eventId, door, present, note],
  );

  const scan = useCallback(
    async (input: string): Promise<ScanOutcome> => {
      const code = input.trim();
      if (normaliseTicketCode(code) === null) {
        sequence.current += 1;
        refuse(sequence.current, code);
        return 'invalid';
      }
      // No connection: the list answers at once.
      if (list && (!navigator.onLine || queue.unreachable)) {
        const scanId = newScanId();
        if (await decideHere(idOf(scanId), code, scanId)) return 'answered';
      }
      const waiting: PendingScan = {
        scan_id: newScanId(),
        code,
        event_id: eventId,
        door,
        scanned_at: Date.now(),
      };
      const id = idOf(waiting.scan_id);
      useDoorStore.getState().addPending(waiting);
      const result = await queue.submit(waiting);
      // No answer, and a list to answer from: the device decides; the scan is sent as an offline
      // admission (the server takes it as the one it made, if it got it after all).
      if (result.kind === 'waiting' && list) {
        useDoorStore.getState().removePending(waiting.scan_id);
        if (await decideHere(id, code, waiting.scan_id)) return 'answered';
      }
      if (result.kind === 'waiting') {
        // No answer: NOT checked, said at once; the scan waits in the list to be sent again.
        if (
          present({
            id,
            at: Date.now(),
            input: code,
            result: 'offline',
            reply: null,
            scanId: waiting.scan_id,
          })
        )
          buzz(vibrationOf('offline'));
        note({ id, at: Date.now(), code: displayCode(code), result: 'offline' });
        return 'answered';
      }
      return result.kind === 'answered' ? 'answered' : result.kind;
    },
    [eventId, door, idOf, queue, refuse, present, note, list, decideHere],
  );

  /** Administrators: takes back the admission on screen. */
  const undo = useCallback(async () => {
    const current = answer;
    const code = current?.reply?.ticket?.code;
    if (!current || !code) return;
    const update = (undoState: UndoState) => {
      setAnswer((shownAnswer) => {
        if (shownAnswer?.id !== current.id) return shownAnswer;
        const next = { ...shownAnswer, undo: undoState };
        shownRef.current = next;
        return next;
      });
    };
    update({ state: 'pending' });
    try {
      const reply = await sendUndo({ code, event_id: eventId });
      update({ state: 'done', message: reply.message });
      setRecent((list) =>
        list.map((item) => (item.id === current.id ? { ...item, undone: true } : item)),
      );
    } catch (error) {
      update({ state: 'failed', message: (isApiError(error) && error.body?.message) || null });
    }
  }, [answer, sendUndo, eventId]);

  const clearFieldError = useCallback(() => {
    setFieldError(null);
  }, []);

  const waiting: WaitingScan[] = pending
    .filter((item) => item.event_id === eventId)
    .map((item) => ({
      scanId: item.scan_id,
      code: displayCode(item.code),
      scannedAt: item.scanned_at,
      sending: queue.isSending(item.scan_id),
    }));

  return {
    answer,
    recent,
    waiting,
    /** No network, or a scan went unanswered since the server last answered. */
    offline: !online || queue.unreachable,
    fieldError,
    setFieldError,
    clearFieldError,
    checking: queue.busy,
    scan,
    undo,
    /** "Send now": the waiting scans, at once. */
    sendNow: useCallback(() => {
      queue.sendNow();
    }, [queue]),
    /** Another call reached the server (the counts refreshed). */
    serverAnswered: useCallback(() => {
      queue.serverAnswered();
    }, [queue]),
  };
}
