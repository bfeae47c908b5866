/**
 * The order's valid receipt or invoice among its documents (in id order): the last one that is not
 * a cancellation and has none. After a refund of some tickets the first one has a sztornó and a
 * newer one says what remained (decision 0039); undefined when every one is cancelled.
 */
export function currentFiscalDocument<T extends { id: number; cancels_id: number | null }>(
  documents: readonly T[],
): T | undefined {
  const cancelled = new Set(documents.flatMap((document) => document.cancels_id ?? []));
  return documents
    .filter((document) => document.cancels_id === null && !cancelled.has(document.id))
    .at(-1);
}
