import type { EventSummary } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import { translated } from '../../../lib/translated';

/**
 * Where a performance takes place, as the shop and the tickets name it: the venue, and its hall
 * when the hall has a name of its own (`Rakparti Színház – Kamaraterem`). A programme a browser
 * kept from before halls has none: the venue alone.
 */
export function placeName(
  locale: Locale,
  event: Pick<EventSummary, 'venue'> & { hall?: EventSummary['hall'] },
): string {
  const venue = translated(locale, event.venue.name, event.venue.name_translations);
  if (!event.hall) return venue;
  const hall = translated(locale, event.hall.name, event.hall.name_translations);
  return hall === '' || hall === venue ? venue : `${venue} – ${hall}`;
}
