import type { CheckInReply } from '@theatre/contracts';
import { isApiError } from '../../../lib/api-error';
import type { PendingScan } from './door-store';

/**
 * What became of one attempt to send a scan: the server's answer; `invalid` (422: it will not take
 * the code); `gone` (404: the performance no longer exists); or `waiting` (no answer: no network,
 * a timeout, the server down, or the session to renew; the scan is kept and sent again).
 */
export type SendResult =
  | { kind: 'answered'; reply: CheckInReply }
  | { kind: 'invalid' }
  | { kind: 'gone'; message: string | null }
  | { kind: 'waiting' };

export type SettledResult = Exclude<SendResult, { kind: 'waiting' }>;

/**
 * A scan was answered, or refused for good. `late`: it was sent again after its first attempt
 * went unanswered (a newer scan may be on screen by now).
 */
export type SettledListener = (scan: PendingScan, result: SettledResult, late: boolean) => void;

export interface DoorQueueDeps {
  /** One request for the scan (POST /admin/check-in with its scan_id), with a short timeout. */
  send: (scan: PendingScan) => Promise<CheckInReply>;
  /** The scans waiting, oldest first (kept in the door store, which survives a reload). */
  pending: () => readonly PendingScan[];
  remove: (scanId: string) => void;
  /** The browser believes it has a network (`navigator.onLine`). */
  isOnline: () => boolean;
  /** What the screen shows changed: which scans are on their way, whether the server answers. */
  onChange: () => void;
}

/** The wait before sending the waiting scans again: 2 s, then doubling, at most 30 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, failures - 1), 30_000);
}

/** Statuses after which the scan is kept but not retried by the clock: the session is renewed first. */
const sessionStatuses = new Set([401, 403, 419]);

/**
 * The door's outbox (pure, no React): every scan is kept (by the caller, in the door store) until
 * the server has answered it. A scan that gets no answer marks the server unreachable and is sent
 * again, with its same scan_id (the server answers a repeat of an admission as that admission):
 * when the browser comes back online, when the server is seen answering again, after a backing-off
 * wait while the browser says it is online, and at once on "Send now". One scan is sent once at a
 * time; the waiting ones go oldest first, and a round stops at the first that gets no answer.
 */
export class DoorQueue {
  private readonly sending = new Set<string>();
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private flushing = false;
  private stopped = false;
  private listener: SettledListener = () => undefined;
  /** A scan went unanswered since the last answer. */
  unreachable = false;

  constructor(private readonly deps: DoorQueueDeps) {}

  /** Who hears of the answers (the screen); answers come only while the screen runs the queue. */
  listen(listener: SettledListener): void {
    this.listener = listener;
  }

  isSending(scanId: string): boolean {
    return this.sending.has(scanId);
  }

  get busy(): boolean {
    return this.sending.size > 0;
  }

  /** A new scan (already in the door store): sent at once, unless the browser is offline. */
  submit(scan: PendingScan): Promise<SendResult> {
    return this.attempt(scan, false, false);
  }

  /** The waiting scans, oldest first; `manual` ("Send now") also when the browser says offline. */
  async flush(manual = false): Promise<void> {
    if (this.flushing || this.stopped) return;
    this.flushing = true;
    this.clearTimer();
    try {
      for (const scan of [...this.deps.pending()]) {
        if (this.stopped) return;
        if (this.sending.has(scan.scan_id)) continue;
        if (!manual && !this.deps.isOnline()) break;
        const result = await this.attempt(scan, true, manual);
        if (result.kind === 'waiting') break;
      }
    } finally {
      this.flushing = false;
    }
  }

  /** The browser is back online: send the waiting scans now. */
  online(): void {
    this.deps.onChange();
    void this.flush();
  }

  /** "Send now". */
  sendNow(): void {
    void this.flush(true);
  }

  /** Another call reached the server: the waiting scans go now, or the server counts as answering. */
  serverAnswered(): void {
    if (this.deps.pending().length > 0) {
      void this.flush();
    } else if (this.unreachable) {
      this.unreachable = false;
      this.failures = 0;
      this.deps.onChange();
    }
  }

  /** The screen is open: what waits (from before a reload, say) goes now. */
  start(): void {
    this.stopped = false;
    void this.flush();
  }

  /** The screen is gone: no more timers (the waiting scans stay in the store). */
  stop(): void {
    this.stopped = true;
    this.clearTimer();
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.stopped || this.timer !== null || this.deps.pending().length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, retryDelayMs(this.failures));
  }

  private async attempt(scan: PendingScan, late: boolean, manual: boolean): Promise<SendResult> {
    if (this.sending.has(scan.scan_id)) return { kind: 'waiting' };
    if (!manual && !this.deps.isOnline()) {
      // No network: nothing to try until the browser says it is back (the `online` event).
      this.unreachable = true;
      this.deps.onChange();
      return { kind: 'waiting' };
    }
    this.sending.add(scan.scan_id);
    this.deps.onChange();
    let result: SendResult;
    let retry = false;
    try {
      const reply = await this.deps.send(scan);
      this.failures = 0;
      this.unreachable = false;
      result = { kind: 'answered', reply };
    } catch (error) {
      if (isApiError(error) && error.status === 422) result = { kind: 'invalid' };
      else if (isApiError(error) && error.status === 404)
        result = { kind: 'gone', message: error.body?.message || null };
      else {
        result = { kind: 'waiting' };
        retry = !(isApiError(error) && sessionStatuses.has(error.status));
        if (retry) {
          this.failures += 1;
          this.unreachable = true;
        }
      }
    } finally {
      this.sending.delete(scan.scan_id);
    }
    if (result.kind === 'waiting') {
      if (retry) this.schedule();
    } else {
      this.deps.remove(scan.scan_id);
      this.clearTimer();
      this.listener(scan, result, late);
      // The server answers again: the scans that waited go now.
      if (!late && this.deps.pending().length > 0) void this.flush();
    }
    this.deps.onChange();
    return result;
  }
}
