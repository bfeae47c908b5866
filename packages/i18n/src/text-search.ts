/** Lower case without accents: `Bánk bán` and `bank ban` match; so do ő/ö/o and ű/ü/u. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every word of the query occurs in one of the texts (accent- and case-insensitive). */
export function matchesSearch(query: string, texts: readonly string[]): boolean {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.map(foldText).join(' \u0000 ');
  return words.every((word) => haystack.includes(word));
}
