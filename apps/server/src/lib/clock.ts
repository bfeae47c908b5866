/**
 * The source of "now"; use cases take it so tests can move time. Budapest wall-clock time and
 * calendar days are @theatre/i18n's clock (decision 0030).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
