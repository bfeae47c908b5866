import { create } from 'zustand';
import { env } from '../../../config/env';

interface ServiceStatusState {
  /** A 503 reply sets it; only a successful probe (then a reload) ends it. */
  unavailable: boolean;
  /** The availability probe is running. */
  retrying: boolean;
  /** Milliseconds until the next probe (spec: starts at 10 000). */
  remaining: number;
  markUnavailable: () => void;
  setRetrying: (retrying: boolean) => void;
  setRemaining: (remaining: number) => void;
}

/** The service-unavailable notice's state (docs/product.md §2): not persisted. */
export const useServiceStatusStore = create<ServiceStatusState>()((set) => ({
  unavailable: false,
  retrying: false,
  remaining: env.serviceRetryMs,
  markUnavailable: () => {
    set({ unavailable: true });
  },
  setRetrying: (retrying) => {
    set({ retrying });
  },
  setRemaining: (remaining) => {
    set({ remaining });
  },
}));
