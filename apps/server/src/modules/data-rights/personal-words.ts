/*
 * The words that identify a person (names, addresses, e-mail addresses, tax and bank account
 * numbers), gathered from the rows an erasure replaces so that the same words can be taken out of
 * free texts and audit entries (decision 0054).
 */

/** Shorter words are not scrubbed from free texts: they would take pieces of other words. */
const shortest = 4;

interface BillingLike {
  name?: unknown;
  tax_number?: unknown;
  street_name?: unknown;
  public_place_category?: unknown;
  house_number?: unknown;
  building?: unknown;
  stairway?: unknown;
  floor?: unknown;
  door?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A billing address's words: the name, the tax number, the street line as typed and as printed. */
export function billingWords(billing: BillingLike | null | undefined): string[] {
  if (!billing) return [];
  const street = [billing.street_name, billing.public_place_category, billing.house_number]
    .map(text)
    .filter((part) => part !== '')
    .join(' ');
  return [text(billing.name), text(billing.tax_number), text(billing.street_name), street];
}

/** The distinct words worth scrubbing, the longest first (a name before a part of it). */
export function personalWords(candidates: readonly unknown[]): string[] {
  const words = new Map<string, string>();
  for (const candidate of candidates) {
    const word = text(candidate);
    if (word.length >= shortest && !word.startsWith('[')) words.set(word.toLowerCase(), word);
  }
  return [...words.values()].sort((a, b) => b.length - a.length);
}

function escapeRegExp(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A word as a whole: not a piece of a longer word, name or address (`ann@x.hu` is not found in
 * `joann@x.hu`, `Kiss Anna` not in `Kiss Annamária`). Letters, digits and the characters of an
 * e-mail address or a tax number (`._%+@-`) around it make it part of something longer; a full
 * stop after it ends a sentence.
 */
function wholeWord(word: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}._%+@-])${escapeRegExp(word)}(?![\\p{L}\\p{N}_%+@-])`, 'giu');
}

/** A text with every word replaced where it stands as a whole (case-insensitive). */
export function scrubText(value: string, words: readonly string[], replacement: string): string {
  let result = value;
  for (const word of words) result = result.replace(wholeWord(word), replacement);
  return result;
}

/**
 * The same whole-word rule as a PostgreSQL regular expression, for a lower-cased text (ASCII
 * classes: the identifiers it is used for, e-mail addresses and tax and account numbers, are).
 */
export function wholeWordPattern(word: string): string {
  return `(^|[^a-z0-9._%+@-])${escapeRegExp(word.toLowerCase())}($|[^a-z0-9_%+@-])`;
}

/** A JSON value with every string scrubbed, keys and shape kept. */
export function scrubJson(value: unknown, words: readonly string[], replacement: string): unknown {
  if (typeof value === 'string') return scrubText(value, words, replacement);
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, words, replacement));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, scrubJson(item, words, replacement)]),
    );
  }
  return value;
}
