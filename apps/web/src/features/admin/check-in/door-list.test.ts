import { QueryClient } from '@tanstack/react-query';
import { doorListHash, type DoorList } from '@theatre/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminKeys } from '../shared/admin-keys';
import { noteAdmittedInList, readDoorList } from './door-list';
import { decideOffline } from './door-offline-rules';

const code = 'T7Q2-XK4M-93PD-WW8A';

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
        hash: (await doorListHash(key, code)) ?? '',
        type_name: 'Felnőtt',
        state: 'valid',
        admitted_at: null,
      },
    ],
  };
}

beforeEach(() => {
  localStorage.clear();
});

describe('a ticket admitted online at this door', () => {
  it('is used in the device’s list at once: read again offline it is not admitted twice', async () => {
    const queryClient = new QueryClient();
    const list = await listOf();
    queryClient.setQueryData(adminKeys.doorList(7), list);
    const hash = list.tickets[0]!.hash;
    expect(decideOffline(list, hash, code, [], String).result).toBe('admitted');

    await noteAdmittedInList(queryClient, 7, 't7q2xk4m93pdww8a', '2026-11-30T17:55:00.000Z');

    const known = queryClient.getQueryData<DoorList>(adminKeys.doorList(7))!;
    expect(known.tickets[0]!.admitted_at).toBe('2026-11-30T17:55:00.000Z');
    expect(decideOffline(known, hash, code, [], String).result).toBe('already_used');
    // Kept on the device too: a reload without a connection knows it.
    expect(readDoorList(7)?.list.tickets[0]!.admitted_at).toBe('2026-11-30T17:55:00.000Z');
  });

  it('changes nothing for a code the list does not have, or one it knows admitted', async () => {
    const queryClient = new QueryClient();
    const list = await listOf();
    list.tickets[0]!.admitted_at = '2026-11-30T17:50:00.000Z';
    queryClient.setQueryData(adminKeys.doorList(7), list);
    await noteAdmittedInList(queryClient, 7, code, '2026-11-30T17:55:00.000Z');
    await noteAdmittedInList(queryClient, 7, 'ZZZZ-YYYY-XXXX-WWWW', '2026-11-30T17:55:00.000Z');
    expect(queryClient.getQueryData<DoorList>(adminKeys.doorList(7))).toBe(list);
    expect(readDoorList(7)).toBeUndefined();
  });
});
