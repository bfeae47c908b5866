import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { lockPerformanceHall } from '../venues/lock-performance-hall.js';
import { sumTicketCapacity } from './ticket-types.repository.js';

/**
 * A hall's capacity is what a performance's ticket types add up to at most (decision 0027:
 * general admission, each ticket type its own quota). A change that raises the total past it is
 * refused with a 422 on `capacity` naming the most this ticket type may have; a performance whose
 * tickets exceeded it before (an older one, or a hall made smaller) keeps them, and may change
 * them without raising them. The caller holds the performance's lock; the hall is share-locked
 * here, so its capacity stands until the caller commits.
 */
export async function checkHallCapacity(
  db: Queryable,
  input: {
    eventId: number;
    hallId: number;
    /** The ticket type being changed; null for a new one. */
    ticketTypeId: number | null;
    /** Its capacity before the change (0 for a new one). */
    before: number;
    capacity: number;
  },
): Promise<void> {
  if (input.capacity <= input.before) return;
  const hall = await lockPerformanceHall(db, input.hallId);
  if (!hall) return;
  const others = await sumTicketCapacity(db, input.eventId, input.ticketTypeId);
  if (others + input.capacity <= hall.capacity) return;
  const max = Math.max(input.before, hall.capacity - others, 0);
  throw AppError.validation({
    capacity: [
      { key: 'validation.hall_capacity_exceeded', params: { capacity: hall.capacity, max } },
    ],
  });
}
