import { z } from 'zod';

/** The back office's form fields that several areas' bodies share. */

/** A required one-line text, trimmed. */
export const line = (max: number) => z.string('validation.required').trim().min(1).max(max);

/** A whole number between two bounds. */
export const whole = (min: number, max: number) =>
  z.number('validation.number').int('validation.whole_number').min(min).max(max);
