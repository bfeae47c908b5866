/** Whether a value the server sends as text is one the catalogue names. */
export function isOneOf<K extends string>(keys: readonly K[], value: string): value is K {
  return (keys as readonly string[]).includes(value);
}
