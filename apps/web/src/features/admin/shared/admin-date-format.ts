import type { Locale } from '../../../lib/i18n';

/*
 * The back office's date and date-time fields (decision 0035), pure: how a day and a time are
 * shown in each interface language, and how what a staff member types is read. The forms keep the
 * values they always had: a day as `YYYY-MM-DD`, a Budapest wall-clock time as `YYYY-MM-DDTHH:mm`
 * (a `datetime-local` value); Mantine's pickers hold `YYYY-MM-DD` and `YYYY-MM-DD HH:mm:ss`.
 */

/** The dayjs formats the fields show: Hungarian `2026. 12. 03.`, English `3 Dec 2026`; 24-hour. */
export const adminDateFormats: Record<Locale, { date: string; dateTime: string }> = {
  hu: { date: 'YYYY. MM. DD.', dateTime: 'YYYY. MM. DD. HH:mm' },
  en: { date: 'D MMM YYYY', dateTime: 'D MMM YYYY, HH:mm' },
};

const englishMonths = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const pad = (value: number): string => String(value).padStart(2, '0');

function dayOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last || year < 1000 || year > 9999) return null;
  return `${String(year)}-${pad(month)}-${pad(day)}`;
}

function monthOfName(name: string): number | null {
  const lower = name.toLowerCase().replace(/\.$/, '');
  if (lower.length < 3) return null;
  const index = englishMonths.findIndex((month) => month.startsWith(lower));
  return index === -1 ? null : index + 1;
}

/** A typed day in any of the accepted shapes: `2026-12-03`, `2026. 12. 03.`, `3 Dec 2026`. */
function parseDay(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dotted = /^(\d{4})\.\s*(\d{1,2})\.\s*(\d{1,2})\.?$/.exec(text);
  if (dotted) return dayOf(Number(dotted[1]), Number(dotted[2]), Number(dotted[3]));
  const named = /^(\d{1,2})\s+([a-z]+\.?)\s+(\d{4})$/i.exec(text);
  if (named?.[2]) {
    const month = monthOfName(named[2]);
    return month === null ? null : dayOf(Number(named[3]), month, Number(named[1]));
  }
  return null;
}

/**
 * What a staff member typed, read as a day (`YYYY-MM-DD`) or, with `withTime`, as a day and a
 * 24-hour time (`YYYY-MM-DD HH:mm:ss`); null while it is not (yet) one. The shown format of
 * either language is accepted, and ISO (`2026-12-03`, `2026-12-03T19:00`), whatever the language.
 */
export function parseAdminDate(typed: string, withTime: boolean): string | null {
  const text = typed.trim().replace(/\s+/g, ' ');
  if (!withTime) return parseDay(text);
  const match = /^(.*?)(?:,?\s+|T)(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
  if (!match?.[1]) return null;
  const day = parseDay(match[1].trim());
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (day === null || hours > 23 || minutes > 59) return null;
  return `${day} ${pad(hours)}:${pad(minutes)}:00`;
}

/** A form's `datetime-local` value (`2026-12-03T19:00`) as the picker's (`2026-12-03 19:00:00`). */
export function pickerDateTimeOf(value: string): string | null {
  return parseAdminDate(value, true);
}

/** The picker's date-time value (`2026-12-03 19:00:00`) as the form's (`2026-12-03T19:00`). */
export function formDateTimeOf(value: string | null): string {
  return value ? value.slice(0, 16).replace(' ', 'T') : '';
}

/** A picker's date-time value with its day kept and the time taken from another; 00:00 without. */
export function withTimeOf(day: string, timeFrom: string | null): string {
  const time = timeFrom && timeFrom.length >= 16 ? timeFrom.slice(11, 19) : '00:00:00';
  return `${day.slice(0, 10)} ${time.length === 5 ? `${time}:00` : time}`;
}
