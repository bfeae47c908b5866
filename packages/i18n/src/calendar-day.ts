/*
 * The smallest part of the theatre's clock (see clock.ts): the time zone and the Budapest calendar
 * day of an instant. A module of its own so the shop's first page (the programme's day filter and
 * the formatters) loads only this, not the whole clock (the first-load JavaScript budget).
 */

/** The theatre's time zone: every time is stored as an instant and shown in Budapest time. */
export const timeZone = 'Europe/Budapest';

/** Made once: building an Intl.DateTimeFormat costs far more than formatting with it. */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function toDate(instant: string | number | Date): Date {
  return instant instanceof Date ? instant : new Date(instant);
}

/** The calendar day in Budapest, `YYYY-MM-DD`. */
export function budapestDay(instant: string | number | Date): string {
  return dayFormat.format(toDate(instant));
}
