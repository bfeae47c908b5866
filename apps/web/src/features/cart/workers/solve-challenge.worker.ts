import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { SolveMessage, SolveRequest } from './challenge-messages';

/**
 * Solves a proof-of-work challenge off the page's thread (decision 0024), with altcha-lib's
 * solver and WebCrypto's PBKDF2. Each key derived is one counter tried: the page shows the share
 * of the challenge's highest counter tried so far. Served from the shop's own origin, so the
 * Content-Security-Policy's script-src 'self' covers it (no blob: worker).
 */
interface WorkerScope {
  onmessage: ((event: MessageEvent<SolveRequest>) => void) | null;
  postMessage(message: SolveMessage): void;
}
const scope = self as unknown as WorkerScope;

/** How often progress is posted (counters). */
const progressEvery = 25;

scope.onmessage = (event) => {
  const { challenge, timeoutMs } = event.data;
  let tried = 0;
  const counted: typeof deriveKey = async (parameters, salt, password) => {
    tried += 1;
    if (tried % progressEvery === 0) scope.postMessage({ type: 'progress', tried });
    return deriveKey(parameters, salt, password);
  };
  solveChallenge({
    challenge,
    deriveKey: counted,
    timeout: timeoutMs,
  }).then(
    (solution) => {
      scope.postMessage(
        solution
          ? { type: 'solved', counter: solution.counter, derivedKey: solution.derivedKey }
          : { type: 'failed' },
      );
    },
    () => {
      scope.postMessage({ type: 'failed' });
    },
  );
};
