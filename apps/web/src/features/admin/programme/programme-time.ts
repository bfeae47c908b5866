import { budapestLocalInput, instantOfBudapestLocalInput } from '@theatre/i18n';

/*
 * The performance form's dates: typed as the theatre's wall-clock time (Budapest), whatever the
 * time zone of the computer the form is filled in on, and sent as instants (pure; the clock is
 * @theatre/i18n's, decision 0030).
 */

/** An instant as a `datetime-local` input's value in Budapest time: `2026-12-03T19:00`. */
export function toBudapestInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : budapestLocalInput(time);
}

/**
 * A `datetime-local` value read as Budapest time, as an ISO instant; null when empty or not a
 * time. In the hour the clocks go back the earlier one is meant; a time skipped when they go
 * forward is read as the hour after.
 */
export function fromBudapestInput(value: string): string | null {
  return instantOfBudapestLocalInput(value)?.toISOString() ?? null;
}
