interface Listed {
  id: number;
  cancels_id: number | null;
  /** A modifying invoice's invoice (decision 0052); absent where not selected. */
  modifies_id?: number | null;
  content?: unknown;
}

const settles = (document: Listed): boolean =>
  document.content !== null &&
  typeof document.content === 'object' &&
  (document.content as { settles?: unknown }).settles === true;

/**
 * The order's valid receipt or invoice among its documents (in id order): the last one that is
 * not a cancellation nor a modifying invoice, has no cancellation, and is not settled by a
 * modifying invoice that took back all that remained of it. After a refund of some tickets the
 * first one has a sztornó and a newer one says what remained (decision 0039), or the first one
 * stays valid with modifying invoices (decision 0052); undefined when every one is cancelled.
 */
export function currentFiscalDocument<T extends Listed>(documents: readonly T[]): T | undefined {
  const cancelled = new Set(documents.flatMap((document) => document.cancels_id ?? []));
  const settled = new Set(
    documents.flatMap((document) =>
      document.modifies_id != null && settles(document) ? [document.modifies_id] : [],
    ),
  );
  return documents
    .filter(
      (document) =>
        document.cancels_id === null &&
        document.modifies_id == null &&
        !cancelled.has(document.id) &&
        !settled.has(document.id),
    )
    .at(-1);
}

/** The modifying invoices of an invoice (decision 0052), in id order. */
export function modificationsOf<T extends Listed>(documents: readonly T[], invoiceId: number): T[] {
  return documents.filter((document) => document.modifies_id === invoiceId);
}
