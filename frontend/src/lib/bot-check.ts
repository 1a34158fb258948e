import { useCallback, useEffect, useRef } from 'react';
import type { AltchaChallenge, BotCheckChallenge } from '@backend/contract/platform';
import { ApiError, apiRequest, type ApiErrorCode } from './api-client';

/** The server refuses solutions older than 10 minutes: start again a little before that. */
const MAX_AGE_MS = 8 * 60_000;

/** Client-side error code when the proof of work could not be found. */
export const BOT_CHECK_FAILED = 'BOT_CHECK_FAILED' satisfies ApiErrorCode;

interface Solution {
  number: number;
}

/** Solves in a Web Worker so the form never stutters; on the main thread where workers are missing. */
async function solve({ challenge, salt, algorithm, maxnumber }: AltchaChallenge): Promise<Solution | null> {
  if (typeof Worker !== 'undefined') {
    try {
      const { default: SolverWorker } = await import('altcha-lib/v1/worker?worker');
      const worker = new SolverWorker();
      return await new Promise<Solution | null>((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<Solution | null>) => resolve(event.data);
        worker.onerror = (event) => reject(new Error(event.message));
        worker.postMessage({ type: 'work', payload: { algorithm, challenge, max: maxnumber, salt, start: 0 } });
      }).finally(() => worker.terminate());
    } catch {
      // A worker that cannot start (blocked by policy, old browser): fall through to the main thread.
    }
  }
  const { solveChallenge } = await import('altcha-lib/v1');
  return solveChallenge(challenge, salt, algorithm, maxnumber).promise;
}

/**
 * Fetches a challenge and solves it; resolves to the `recaptcha` field of the signup calls:
 * base64(JSON) of the ALTCHA payload, or 'off' when the server has the bot check disabled.
 */
export async function solveBotCheck(): Promise<string> {
  const response = await apiRequest<BotCheckChallenge>('/bot-check/challenge');
  if ('provider' in response) return 'off';
  const solution = await solve(response);
  if (!solution) throw new ApiError(0, BOT_CHECK_FAILED);
  const { algorithm, challenge, salt, signature } = response;
  return btoa(JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature }));
}

interface PendingSolution {
  promise: Promise<string>;
  startedAt: number;
}

/**
 * The invisible bot check of a form: starts solving in the background once `active` (the form's
 * last step is on screen) and `take()` hands over the solution on submit, waiting for it if needed.
 * A solution is single-use: each take() consumes it.
 */
export function useBotCheck(active: boolean): { take: () => Promise<string> } {
  const pending = useRef<PendingSolution | null>(null);

  const start = useCallback(() => {
    const promise = solveBotCheck();
    promise.catch(() => {}); // reported by take(); an unused failure must not be "unhandled"
    pending.current = { promise, startedAt: Date.now() };
  }, []);

  useEffect(() => {
    if (active && !pending.current) start();
  }, [active, start]);

  const take = useCallback(() => {
    const current = pending.current;
    const fresh = current && Date.now() - current.startedAt < MAX_AGE_MS ? current.promise : null;
    pending.current = null;
    // After a refused submit the next take() solves a new one (well under a second).
    return fresh ?? solveBotCheck();
  }, []);

  return { take };
}
