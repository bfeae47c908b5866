import { normaliseTicketCode, type CheckInReply } from '@theatre/contracts';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useCheckIn, useUndoCheckIn } from '../api/check-in-api';
import {
  displayCode,
  toneOf,
  vibrationOf,
  withRecentScan,
  type DoorResult,
  type RecentScan,
} from './check-in-rules';

/** What an administrator's undo of the shown admission came to. */
export type UndoState =
  | { state: 'pending' }
  | { state: 'done'; message: string }
  | { state: 'failed'; message: string | null };

/**
 * The answer on screen, always the latest scan's: the server's reply, a code refused as invalid,
 * or no answer at all (`offline`: the ticket was NOT checked). `reply` is null unless the server
 * answered.
 */
export interface DoorAnswer {
  id: number;
  /** When it was answered (ms since the epoch). */
  at: number;
  /** As typed or read. */
  input: string;
  result: DoorResult;
  reply: CheckInReply | null;
  undo?: UndoState;
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
 * The scans at one door: sends each code, keeps the newest scan's answer on screen (whatever it
 * is: a code that cannot be a ticket code replaces the card before it with a red one; a slow
 * answer never replaces a newer scan's), the last ten in a list. A malformed code is refused here,
 * before it is sent (the server refuses it too). Scans may overlap (a USB scanner is fast): each
 * is answered on its own.
 */
export function useDoorScans(eventId: number, door: string) {
  const { mutateAsync: sendScan } = useCheckIn();
  const { mutateAsync: sendUndo } = useUndoCheckIn();
  const sequence = useRef(0);
  const shown = useRef(0);
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  const [recent, setRecent] = useState<RecentScan[]>([]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [checking, setChecking] = useState(0);

  const show = useCallback((next: DoorAnswer) => {
    if (next.id < shown.current) return;
    shown.current = next.id;
    setAnswer(next);
  }, []);

  /** A code that cannot be a ticket code: a red card of its own, and a long buzz. */
  const refuse = useCallback(
    (id: number, code: string) => {
      show({ id, at: Date.now(), input: code, result: 'invalid', reply: null });
      buzz(vibrationOf(toneOf('invalid')));
      setRecent((list) =>
        withRecentScan(list, { id, at: Date.now(), code: displayCode(code), result: 'invalid' }),
      );
    },
    [show],
  );

  const scan = useCallback(
    async (input: string): Promise<ScanOutcome> => {
      const code = input.trim();
      sequence.current += 1;
      const id = sequence.current;
      if (normaliseTicketCode(code) === null) {
        refuse(id, code);
        return 'invalid';
      }
      setChecking((count) => count + 1);
      try {
        const reply = await sendScan({ code, event_id: eventId, door });
        setFieldError(null);
        show({ id, at: Date.now(), input: code, result: reply.result, reply });
        buzz(vibrationOf(toneOf(reply.result)));
        setRecent((list) =>
          withRecentScan(list, {
            id,
            at: Date.now(),
            code: reply.ticket?.code ?? displayCode(code),
            result: reply.result,
          }),
        );
        return 'answered';
      } catch (error) {
        // A code the server would not take as a ticket code: as one refused here.
        if (isApiError(error) && error.status === 422) {
          refuse(id, code);
          return 'invalid';
        }
        // The performance is gone: said under the input.
        if (isApiError(error) && error.status === 404) {
          setFieldError(error.body?.message || null);
          return 'gone';
        }
        // No answer (network, timeout) or a failure: the ticket was NOT checked.
        show({ id, at: Date.now(), input: code, result: 'offline', reply: null });
        buzz(vibrationOf('offline'));
        setRecent((list) =>
          withRecentScan(list, { id, at: Date.now(), code: displayCode(code), result: 'offline' }),
        );
        return 'answered';
      } finally {
        setChecking((count) => count - 1);
      }
    },
    [sendScan, eventId, door, show, refuse],
  );

  /** Administrators: takes back the admission on screen. */
  const undo = useCallback(async () => {
    const current = answer;
    const code = current?.reply?.ticket?.code;
    if (!current || !code) return;
    const update = (undoState: UndoState) => {
      setAnswer((shownAnswer) =>
        shownAnswer?.id === current.id ? { ...shownAnswer, undo: undoState } : shownAnswer,
      );
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

  return {
    answer,
    recent,
    fieldError,
    setFieldError,
    clearFieldError,
    checking: checking > 0,
    scan,
    undo,
  };
}
