import { budapestIsoTime } from '@theatre/i18n';

/** Times as SimplePay writes and reads them: ISO 8601 with an offset, to the second. */

const isoWithOffset =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Reads `2025-10-06T07:00:34+02:00`, `2019-09-09T14:46:18+0200` or `…Z`; undefined when the text
 * is not such a time or names an impossible date.
 */
export function parseSimplePayTime(text: unknown): Date | undefined {
  if (typeof text !== 'string') return undefined;
  const match = isoWithOffset.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction = '', zone = 'Z'] = match;
  const offset = zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const at = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${fraction}${offset}`);
  if (Number.isNaN(at.getTime())) return undefined;
  // Date accepts 31 February; a round trip of the calendar day in that offset rejects it.
  const minutes =
    offset === 'Z'
      ? 0
      : (offset.startsWith('-') ? -1 : 1) *
        (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  const local = new Date(at.getTime() + minutes * 60_000);
  return local.getUTCDate() === Number(day) && local.getUTCMonth() + 1 === Number(month)
    ? at
    : undefined;
}

/**
 * Budapest local time with its offset: `2025-10-06T07:00:34+02:00`, or with `colon: false`
 * `2019-09-09T14:46:18+0200` as in SimplePay's own IPN example.
 */
export function formatSimplePayTime(at: Date, { colon = true } = {}): string {
  return budapestIsoTime(at, { colon });
}
