import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from './api-error';

/**
 * Retries: never for replies the error catalogue already handled (4xx, 500, 503), never after a
 * timeout (30 s is long enough to wait); once for a quick network failure.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) return false;
  if (error instanceof NetworkError) return !error.timedOut && failureCount < 1;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
