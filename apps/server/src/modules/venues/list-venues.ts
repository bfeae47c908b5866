import type { AdminVenue } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { findVenueRow, listHallRows, listVenueRows } from './venues.repository.js';

type HallRow = Awaited<ReturnType<typeof listHallRows>>[number];

function venueOf(
  venue: { id: number; name: string; name_en: string; address: string },
  halls: HallRow[],
): AdminVenue {
  return {
    ...venue,
    halls,
    performances: halls.reduce((sum, hall) => sum + hall.performances, 0),
  };
}

/**
 * GET /admin/venues: every venue with its halls (in their order) and how many performances they
 * have; also what the performance form picks a hall from.
 */
export async function listVenues(db: Queryable): Promise<AdminVenue[]> {
  const [venues, halls] = await Promise.all([listVenueRows(db), listHallRows(db)]);
  return venues.map((venue) =>
    venueOf(
      venue,
      halls.filter((hall) => hall.venue_id === venue.id),
    ),
  );
}

/** One venue with its halls, as a change of it answers. */
export async function getVenue(db: Queryable, venueId: number): Promise<AdminVenue> {
  const [venue, halls] = await Promise.all([findVenueRow(db, venueId), listHallRows(db, venueId)]);
  if (!venue) throw new AppError('venue_not_found');
  return venueOf(venue, halls);
}
