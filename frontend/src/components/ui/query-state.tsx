import { useDeferredValue, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailure } from './load-failure';
import { PageSpinner } from './page-spinner';

interface QueryFallbackProps {
  query: UseQueryResult<unknown>;
  /** What did not load, in the page's own words: "Nem sikerült betölteni a profilodat." */
  failed: string;
  /** Shown while the first answer is on its way: the page spinner, or the page's own skeleton. */
  pending?: ReactNode;
  className?: string;
}

/**
 * A page's data before it is here, the same on every screen: "Betöltés…" while the first answer is
 * on its way, then, if it does not come, what failed with "Újrapróbálom". The wait is bounded: a read
 * fails at once offline, after a few quick retries on a server error, and after the api-client's
 * timeout when nothing answers. For a page that returns early: `if (!q.data) return <QueryFallback …/>`.
 */
export function QueryFallback({ query, failed, pending, className }: QueryFallbackProps) {
  const paused = query.fetchStatus === 'paused';
  if (!query.isError && !paused) return <>{pending ?? <PageSpinner />}</>;
  return (
    <LoadFailure
      what={failed}
      error={query.error}
      paused={paused}
      // A refetch already under way (the connection just came back) is joined, not restarted.
      onRetry={() => void query.refetch({ cancelRefetch: false })}
      retrying={query.fetchStatus === 'fetching'}
      className={className}
    />
  );
}

interface QueryStateProps<T> extends Omit<QueryFallbackProps, 'query'> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/**
 * The page's content once its data is here (an older answer stays if a refresh fails), else the
 * fallback. The first answer's content is built in the background (a transition), the pending view
 * staying meanwhile: built in the task the answer arrived in, a page's whole content held a slowed
 * phone's main thread for 200–600 ms; React builds it in slices, letting the browser paint and answer
 * taps in between. Later answers render at once, as the content they update is already there.
 */
export function QueryState<T>({ query, children, ...fallback }: QueryStateProps<T>) {
  const built = useDeferredValue(query.data !== undefined);
  if (query.data !== undefined) return <>{built ? children(query.data) : (fallback.pending ?? <PageSpinner />)}</>;
  return <QueryFallback query={query} {...fallback} />;
}
