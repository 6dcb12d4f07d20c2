import { QueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { ANSWER_FRESH_MS } from "@/shared/domain/site/answer-freshness";

const MAX_RETRIES = 3;

/** A 4xx will not get better by asking again; network and 5xx errors may. */
function isRetryable(error: unknown): boolean {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
    return status === undefined || status >= 500;
  }
  return true;
}

// docs/product.md §9: cache kept 5 minutes, 3 retries with exponential back-off capped at 30 s. The retries
// wait 50, 100 and 200 ms (React Query counts the failures before a retry from 0), so a page whose
// data fails shows its error in well under a second, not after the default's 7 s of spinner; the
// error page then keeps retrying in the background (components/error-page.tsx), where a longer
// outage is better waited out.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60 * 1000,
        staleTime: ANSWER_FRESH_MS,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryable(error),
        retryDelay: (attempt) => Math.min(50 * 2 ** attempt, 30_000),
      },
      mutations: { retry: false },
    },
  });
}
