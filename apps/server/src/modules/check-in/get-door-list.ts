import { doorListHash, seatName, seatOfStored, type DoorList } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { doorListKeyOf, findPerformance, listDoorTickets } from './check-in.repository.js';

/**
 * A performance's door list (decision 0042), for a device to admit without a connection: every
 * ticket of the performance named by the hash of the performance's list key and its code (the
 * list holds no code that would admit), its type and seat in the caller's language, whether it
 * admits and when it was admitted. 404 for an unknown performance.
 */
export async function getDoorList(
  deps: { db: Db; clock: { now: () => Date } },
  input: { eventId: number; locale: Locale },
): Promise<DoorList> {
  const performance = await findPerformance(deps.db, input.eventId);
  if (!performance) throw new AppError('event_not_found');
  const key = await doorListKeyOf(deps.db, input.eventId);
  const rows = await listDoorTickets(deps.db, input.eventId);
  const en = input.locale === 'en';
  const tickets = await Promise.all(
    rows.map(async (row) => {
      const seat = seatOfStored(row.seat);
      return {
        hash: (await doorListHash(key, row.code)) ?? '',
        type_name: (en && row.type_name_en) || row.type_name,
        ...(seat ? { seat: seatName(seat, input.locale) } : {}),
        state: row.admits ? ('valid' as const) : ('cancelled' as const),
        admitted_at: row.admits && row.checked_in_at ? row.checked_in_at.toISOString() : null,
      };
    }),
  );
  return {
    event: { ...performance, starts_at: performance.starts_at.toISOString() },
    key,
    generated_at: deps.clock.now().toISOString(),
    tickets,
  };
}
