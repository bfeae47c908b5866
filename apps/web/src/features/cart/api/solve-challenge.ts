import type { ProofOfWorkChallenge } from '@theatre/contracts';
import { ApiError } from '../../../lib/api-error';
import { useChallengeStore } from '../stores/challenge-store';
import type { SolveMessage, SolveRequest } from '../workers/challenge-messages';

/** A challenge could not be solved (the worker failed or took too long). */
export class ChallengeFailedError extends Error {
  override readonly name = 'ChallengeFailedError';
}

/** How long the browser may work on a challenge (the shop's expire after five minutes). */
const solveTimeoutMs = 120_000;

function isChallenge(value: unknown): value is ProofOfWorkChallenge {
  if (value === null || typeof value !== 'object') return false;
  const { parameters, signature } = value as Record<string, unknown>;
  return typeof signature === 'string' && parameters !== null && typeof parameters === 'object';
}

/** The challenge of a 428 `challenge_required` reply; null for any other error. */
export function requiredChallenge(error: unknown): ProofOfWorkChallenge | null {
  if (!(error instanceof ApiError) || error.status !== 428) return null;
  if (error.code !== 'challenge_required') return null;
  const challenge = (error.data as { challenge?: unknown } | null)?.challenge;
  return isChallenge(challenge) ? challenge : null;
}

function solveInWorker(
  challenge: ProofOfWorkChallenge,
  onProgress: (tried: number) => void,
): Promise<{ counter: number; derivedKey: string }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../workers/solve-challenge.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.onmessage = (event: MessageEvent<SolveMessage>) => {
      const message = event.data;
      if (message.type === 'progress') {
        onProgress(message.tried);
        return;
      }
      worker.terminate();
      if (message.type === 'solved') {
        resolve({ counter: message.counter, derivedKey: message.derivedKey });
      } else {
        reject(new ChallengeFailedError('the challenge was not solved in time'));
      }
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new ChallengeFailedError('the challenge worker failed'));
    };
    const request: SolveRequest = { challenge, timeoutMs: solveTimeoutMs };
    worker.postMessage(request);
  });
}

/**
 * Solves a challenge in the background (a Web Worker) while the challenge store tells the
 * progress indicator how far it got; answers the add body's `challenge` field (ALTCHA's payload,
 * base64 JSON). Rejects with ChallengeFailedError; the indicator then shows the error.
 */
export async function solveChallengeInBackground(challenge: ProofOfWorkChallenge): Promise<string> {
  const store = useChallengeStore.getState();
  const highest = challenge.parameters.data?.max_counter ?? 0;
  store.start();
  try {
    const solution = await solveInWorker(challenge, (tried) => {
      if (highest > 0) useChallengeStore.getState().advance(tried / highest);
    });
    useChallengeStore.getState().finish();
    return btoa(JSON.stringify({ challenge, solution }));
  } catch (error) {
    useChallengeStore.getState().fail();
    throw error instanceof ChallengeFailedError
      ? error
      : new ChallengeFailedError('the challenge could not be solved', { cause: error });
  }
}
