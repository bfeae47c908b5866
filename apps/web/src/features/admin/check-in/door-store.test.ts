import { beforeEach, describe, expect, it } from 'vitest';
import { useDoorStore, type PendingScan } from './door-store';

const scan: PendingScan = {
  scan_id: '0b8f4f0e-4a55-4d4e-9d7e-1f2a3b4c5d6e',
  code: 't7q2xk4m93pdww8a',
  event_id: 12,
  door: 'Főbejárat',
  scanned_at: 1_790_000_000_000,
};

beforeEach(() => {
  localStorage.clear();
  useDoorStore.setState({ door: null, pending: [] });
});

describe('the door of this device', () => {
  it('is remembered in localStorage', () => {
    expect(useDoorStore.getState().door).toBeNull();
    useDoorStore.getState().setDoor('Főbejárat');
    expect(JSON.parse(localStorage.getItem('jegy-check-in-door') ?? '{}')).toEqual({
      state: { door: 'Főbejárat', pending: [] },
      version: 2,
    });
  });

  it('is forgotten when what is stored is not a door name', async () => {
    localStorage.setItem('jegy-check-in-door', JSON.stringify({ state: { door: 42 }, version: 2 }));
    await useDoorStore.persist.rehydrate();
    expect(useDoorStore.getState().door).toBeNull();
    localStorage.setItem(
      'jegy-check-in-door',
      JSON.stringify({ state: { door: 'Oldalsó bejárat' }, version: 2 }),
    );
    await useDoorStore.persist.rehydrate();
    expect(useDoorStore.getState().door).toBe('Oldalsó bejárat');
  });

  it('is read from the first version, which kept the door only', async () => {
    localStorage.setItem(
      'jegy-check-in-door',
      JSON.stringify({ state: { door: 'Erkély' }, version: 1 }),
    );
    await useDoorStore.persist.rehydrate();
    expect(useDoorStore.getState()).toMatchObject({ door: 'Erkély', pending: [] });
  });
});

describe('the scans waiting for the server', () => {
  it('are kept in localStorage, once each, until answered', async () => {
    useDoorStore.getState().addPending(scan);
    useDoorStore.getState().addPending(scan);
    useDoorStore.getState().addPending({ ...scan, scan_id: 'another', code: 'zzzzzzzzzzzzzzz1' });
    expect(useDoorStore.getState().pending.map((item) => item.scan_id)).toEqual([
      scan.scan_id,
      'another',
    ]);
    // A reload reads them back.
    const stored = localStorage.getItem('jegy-check-in-door') ?? '';
    useDoorStore.setState({ pending: [] });
    localStorage.setItem('jegy-check-in-door', stored);
    await useDoorStore.persist.rehydrate();
    expect(useDoorStore.getState().pending).toHaveLength(2);
    useDoorStore.getState().removePending(scan.scan_id);
    expect(useDoorStore.getState().pending.map((item) => item.scan_id)).toEqual(['another']);
  });

  it('drop what is stored but is not a scan', async () => {
    localStorage.setItem(
      'jegy-check-in-door',
      JSON.stringify({
        state: { door: 'Erkély', pending: [scan, { ...scan, event_id: 'x' }, null, 'code'] },
        version: 2,
      }),
    );
    await useDoorStore.persist.rehydrate();
    expect(useDoorStore.getState().pending).toEqual([scan]);
    localStorage.setItem(
      'jegy-check-in-door',
      JSON.stringify({ state: { door: 'Erkély', pending: 'nope' }, version: 2 }),
    );
    await useDoorStore.persist.rehydrate();
    expect(useDoorStore.getState().pending).toEqual([]);
  });
});
