import { create } from 'zustand';

/**
 * Field errors of a refused order (422 on POST /order/store, sent from the review step) that
 * belong to the billing step: the review step leaves them here and goes back, and the billing step
 * puts them under its fields when it shows. Not persisted.
 */
interface CheckoutErrorsState {
  /** Field name → the server's first message (already translated). */
  fields: Record<string, string>;
  handOver: (fields: Record<string, string>) => void;
  /** The billing step has shown them. */
  take: () => Record<string, string>;
}

export const useCheckoutErrors = create<CheckoutErrorsState>()((set, get) => ({
  fields: {},
  handOver: (fields) => {
    set({ fields });
  },
  take: () => {
    const { fields } = get();
    if (Object.keys(fields).length > 0) set({ fields: {} });
    return fields;
  },
}));
