import type { CheckInReply } from '@theatre/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-error';
import type { PendingScan } from './door-store';
import { DoorQueue, retryDelayMs, type SettledResult } from './door-queue';

function scanOf(n: number): PendingScan {
  return {
    scan_id: `scan-${String(n)}`,
    code: `ZZZZ-ZZZZ-ZZZZ-ZZZ${String(n)}`,
    event_id: 7,
    door: 'Főbejárat',
    scanned_at: n,
  };
}

function replyTo(scan: PendingScan, repeated = false): CheckInReply {
  return {
    result: 'admitted',
    message: 'Beléphet',
    ticket: null,
    checked_in_at: '2026-11-28T18:00:00.000Z',
    checked_in_door: scan.door,
    checked_in_by: 'Pénztáros Petra',
    repeated,
  };
}

const offline = () => new NetworkError('Network error: POST /api/admin/check-in', false);

/** A queue over an in-memory store, with a server the test answers for. */
function world() {
  let pending: PendingScan[] = [];
  let online = true;
  const settled: { scan: string; result: SettledResult; late: boolean }[] = [];
  const sent: string[] = [];
  let server: (scan: PendingScan) => Promise<CheckInReply> = (scan) =>
    Promise.resolve(replyTo(scan));
  const queue = new DoorQueue({
    send: (scan) => {
      sent.push(scan.scan_id);
      return server(scan);
    },
    pending: () => pending,
    remove: (scanId) => {
      pending = pending.filter((item) => item.scan_id !== scanId);
    },
    isOnline: () => online,
    onChange: () => undefined,
  });
  queue.listen((scan, result, late) => {
    settled.push({ scan: scan.scan_id, result, late });
  });
  return {
    queue,
    sent,
    settled,
    pending: () => pending,
    /** A scan as the screen takes it: kept first, then sent. */
    scan: (scan: PendingScan) => {
      pending = [...pending, scan];
      return queue.submit(scan);
    },
    setOnline: (value: boolean) => {
      online = value;
    },
    answer: (next: (scan: PendingScan) => Promise<CheckInReply>) => {
      server = next;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the door outbox', () => {
  it('waits 2 s after a scan went unanswered, then doubles, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(retryDelayMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('sends a scan at once and forgets it once answered', async () => {
    const w = world();
    const result = await w.scan(scanOf(1));
    expect(result).toEqual({ kind: 'answered', reply: replyTo(scanOf(1)) });
    expect(w.pending()).toEqual([]);
    expect(w.settled).toEqual([
      { scan: 'scan-1', result: { kind: 'answered', reply: replyTo(scanOf(1)) }, late: false },
    ]);
    expect(w.queue.unreachable).toBe(false);
  });

  it('keeps an unanswered scan, says the server is unreachable, and sends it again later', async () => {
    const w = world();
    w.answer(() => Promise.reject(offline()));
    expect(await w.scan(scanOf(1))).toEqual({ kind: 'waiting' });
    expect(w.pending()).toHaveLength(1);
    expect(w.queue.unreachable).toBe(true);
    expect(w.settled).toEqual([]);
    // Still down 2 s later: kept, and the next try waits 4 s.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(w.sent).toEqual(['scan-1', 'scan-1']);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(w.sent).toHaveLength(2);
    // The server is back: the next try answers it, as a late answer.
    w.answer((scan) => Promise.resolve(replyTo(scan, true)));
    await vi.advanceTimersByTimeAsync(1);
    expect(w.sent).toHaveLength(3);
    expect(w.pending()).toEqual([]);
    expect(w.queue.unreachable).toBe(false);
    expect(w.settled).toEqual([
      { scan: 'scan-1', result: { kind: 'answered', reply: replyTo(scanOf(1), true) }, late: true },
    ]);
    // Nothing is left to send: no more tries.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(w.sent).toHaveLength(3);
  });

  it('does not try while the browser is offline, and sends everything, oldest first, when back', async () => {
    const w = world();
    w.setOnline(false);
    expect(await w.scan(scanOf(1))).toEqual({ kind: 'waiting' });
    expect(await w.scan(scanOf(2))).toEqual({ kind: 'waiting' });
    expect(w.queue.unreachable).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(w.sent).toEqual([]);
    w.setOnline(true);
    w.queue.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(w.sent).toEqual(['scan-1', 'scan-2']);
    expect(w.pending()).toEqual([]);
    expect(w.settled.map((item) => [item.scan, item.late])).toEqual([
      ['scan-1', true],
      ['scan-2', true],
    ]);
  });

  it('sends at once on "Send now", without waiting for the backed-off try', async () => {
    const w = world();
    w.answer(() => Promise.reject(offline()));
    await w.scan(scanOf(1));
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(w.sent).toHaveLength(3);
    w.answer((scan) => Promise.resolve(replyTo(scan)));
    w.queue.sendNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(w.sent).toHaveLength(4);
    expect(w.pending()).toEqual([]);
    // "Send now" tries even when the browser says it is offline (it may be wrong).
    w.setOnline(false);
    w.answer(() => Promise.reject(offline()));
    await w.scan(scanOf(2));
    expect(w.sent).toHaveLength(4);
    w.queue.sendNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(w.sent).toEqual(['scan-1', 'scan-1', 'scan-1', 'scan-1', 'scan-2']);
    expect(w.pending()).toHaveLength(1);
  });

  it('never sends one scan twice at the same time', async () => {
    const w = world();
    let release: (reply: CheckInReply) => void = () => undefined;
    w.answer(
      () =>
        new Promise<CheckInReply>((resolve) => {
          release = resolve;
        }),
    );
    const first = w.scan(scanOf(1));
    expect(w.queue.isSending('scan-1')).toBe(true);
    w.queue.sendNow();
    w.queue.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(w.sent).toEqual(['scan-1']);
    release(replyTo(scanOf(1)));
    expect((await first).kind).toBe('answered');
    expect(w.queue.isSending('scan-1')).toBe(false);
  });

  it('stops a round at the first scan that goes unanswered, and sends the rest with the next', async () => {
    const w = world();
    w.setOnline(false);
    await w.scan(scanOf(1));
    await w.scan(scanOf(2));
    await w.scan(scanOf(3));
    w.setOnline(true);
    w.answer(() => Promise.reject(offline()));
    w.queue.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(w.sent).toEqual(['scan-1']);
    w.answer((scan) => Promise.resolve(replyTo(scan)));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(w.sent).toEqual(['scan-1', 'scan-1', 'scan-2', 'scan-3']);
    expect(w.pending()).toEqual([]);
  });

  it('settles a scan the server will not take (422) or whose performance is gone (404)', async () => {
    const w = world();
    w.answer(() => Promise.reject(new ApiError(422, { message: 'Hibás adatok.' })));
    expect(await w.scan(scanOf(1))).toEqual({ kind: 'invalid' });
    w.answer(() =>
      Promise.reject(new ApiError(404, { message: 'Az előadás nem található.', code: 'x' })),
    );
    expect(await w.scan(scanOf(2))).toEqual({
      kind: 'gone',
      message: 'Az előadás nem található.',
    });
    expect(w.pending()).toEqual([]);
    expect(w.queue.unreachable).toBe(false);
  });

  it('keeps a scan refused for the session (401) without retrying it by the clock', async () => {
    const w = world();
    w.answer(() => Promise.reject(new ApiError(401, { message: 'Jelentkezzen be.' })));
    expect(await w.scan(scanOf(1))).toEqual({ kind: 'waiting' });
    expect(w.queue.unreachable).toBe(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(w.sent).toEqual(['scan-1']);
    expect(w.pending()).toHaveLength(1);
  });

  it('sends the waiting scans when another call shows the server answering', async () => {
    const w = world();
    w.answer(() => Promise.reject(offline()));
    await w.scan(scanOf(1));
    w.answer((scan) => Promise.resolve(replyTo(scan)));
    w.queue.serverAnswered();
    await vi.advanceTimersByTimeAsync(0);
    expect(w.pending()).toEqual([]);
    expect(w.queue.unreachable).toBe(false);
  });

  it('stops its clock when the screen goes, keeping what waits', async () => {
    const w = world();
    w.answer(() => Promise.reject(offline()));
    await w.scan(scanOf(1));
    w.queue.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(w.sent).toEqual(['scan-1']);
    expect(w.pending()).toHaveLength(1);
  });
});
