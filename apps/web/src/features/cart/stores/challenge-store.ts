import { create } from 'zustand';

/**
 * The proof-of-work challenge being solved for an add (decision 0024): what the progress
 * indicator shows. `progress` is 0..1 (the share of the challenge's highest counter tried).
 */
export interface ChallengeState {
  status: 'idle' | 'solving' | 'failed';
  progress: number;
  start(): void;
  advance(progress: number): void;
  finish(): void;
  fail(): void;
  dismiss(): void;
}

export const useChallengeStore = create<ChallengeState>((set) => ({
  status: 'idle',
  progress: 0,
  start: () => {
    set({ status: 'solving', progress: 0 });
  },
  advance: (progress) => {
    set((state) =>
      state.status === 'solving'
        ? { progress: Math.max(state.progress, Math.min(progress, 0.99)) }
        : state,
    );
  },
  finish: () => {
    set({ status: 'idle', progress: 0 });
  },
  fail: () => {
    set({ status: 'failed', progress: 0 });
  },
  dismiss: () => {
    set({ status: 'idle', progress: 0 });
  },
}));
