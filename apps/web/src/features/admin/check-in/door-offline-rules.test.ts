import { doorListHash, type DoorList } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { countsOffline, decideOffline } from './door-offline-rules';
import type { OfflineAdmission } from './door-offline-store';

const codes = ['T7Q2-XK4M-93PD-WW8A', 'A1B2-C3D4-E5F6-G7H8', 'ZZZZ-YYYY-XXXX-WWWW'] as const;

async function listOf(): Promise<DoorList> {
  const key = 'k3y';
  return {
    event: {
      id: 7,
      name: 'Bánk bán',
      name_en: 'Bánk bán',
      starts_at: '2026-11-30T18:00:00.000Z',
      venue_name: 'Nagyszínpad',
      venue_name_en: 'Main stage',
    },
    key,
    generated_at: '2026-11-30T17:00:00.000Z',
    tickets: [
      {
        hash: (await doorListHash(key, codes[0])) ?? '',
        type_name: 'Felnőtt',
        state: 'valid',
        admitted_at: null,
      },
      {
        hash: (await doorListHash(key, codes[1])) ?? '',
        type_name: 'Diák',
        seat: 'Földszint, 3. sor 7',
        state: 'valid',
        admitted_at: '2026-11-30T17:30:00.000Z',
      },
      {
        hash: (await doorListHash(key, codes[2])) ?? '',
        type_name: 'Felnőtt',
        state: 'cancelled',
        admitted_at: null,
      },
    ],
  };
}

const word = (result: string) => result;

describe('the door offline', () => {
  it('hashes a code as typed the same as printed, and nothing that is no code', async () => {
    expect(await doorListHash('k', 't7q2 xk4m 93pd ww8a')).toBe(await doorListHash('k', codes[0]));
    expect(await doorListHash('k', codes[0])).not.toBe(await doorListHash('other', codes[0]));
    expect(await doorListHash('k', 'nope')).toBeNull();
  });

  it('admits a valid ticket once on the device, and knows used, cancelled and unknown', async () => {
    const list = await listOf();
    const hash = list.tickets[0]?.hash ?? '';
    const first = decideOffline(list, hash, codes[0], [], word);
    expect(first.result).toBe('admitted');
    expect(first.reply.ticket).toMatchObject({ code: codes[0], type_name: 'Felnőtt', event_id: 7 });
    const mine: OfflineAdmission = {
      scan_id: 's',
      event_id: 7,
      code: codes[0],
      hash,
      door: 'Főbejárat',
      at: Date.parse('2026-11-30T17:45:00.000Z'),
    };
    const again = decideOffline(list, hash, codes[0], [mine], word);
    expect(again.reply).toMatchObject({
      result: 'already_used',
      checked_in_at: '2026-11-30T17:45:00.000Z',
      checked_in_door: 'Főbejárat',
    });
    // Another performance's admission of the same hash does not count here.
    expect(decideOffline(list, hash, codes[0], [{ ...mine, event_id: 8 }], word).result).toBe(
      'admitted',
    );
    const used = decideOffline(list, list.tickets[1]?.hash ?? '', codes[1], [], word);
    expect(used.reply).toMatchObject({
      result: 'already_used',
      checked_in_at: '2026-11-30T17:30:00.000Z',
    });
    expect(used.reply.ticket?.seat).toBe('Földszint, 3. sor 7');
    expect(decideOffline(list, list.tickets[2]?.hash ?? '', codes[2], [], word).result).toBe(
      'cancelled',
    );
    const unknown = decideOffline(list, 'f'.repeat(32), 'QQQQ-QQQQ-QQQQ-QQQQ', [], word);
    expect(unknown.result).toBe('unknown');
    expect(unknown.reply.ticket).toBeNull();
    expect(countsOffline(list, [mine])).toEqual({ valid: 2, admitted: 2 });
    expect(countsOffline(list, [])).toEqual({ valid: 2, admitted: 1 });
  });
});
