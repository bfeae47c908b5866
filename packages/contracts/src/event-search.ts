import type { EventSummary } from './events.js';

/**
 * What a search of the programme looks at: title, author, venue and hall, in both languages. The server
 * (GET /events?search=) and the web app (filtering programs.json) search the same texts. Kept apart
 * from the schemas so the web app can import it without pulling zod into its bundle.
 */
export function eventSearchTexts(
  // A programme a browser kept from before halls has none.
  event: Omit<EventSummary, 'hall'> & { hall?: EventSummary['hall'] },
): string[] {
  return [
    event.name,
    event.name_translations.en,
    event.author,
    event.author_translations.en,
    event.venue.name,
    event.venue.name_translations.en,
    ...(event.hall ? [event.hall.name, event.hall.name_translations.en] : []),
  ];
}
