import type { ProofOfWorkChallenge } from '@theatre/contracts';

/** What the page asks of the solver worker. */
export interface SolveRequest {
  challenge: ProofOfWorkChallenge;
  /** Give up after this many milliseconds. */
  timeoutMs: number;
}

/** What the worker answers: progress (counters tried), the solution, or a failure. */
export type SolveMessage =
  | { type: 'progress'; tried: number }
  | { type: 'solved'; counter: number; derivedKey: string }
  | { type: 'failed' };
