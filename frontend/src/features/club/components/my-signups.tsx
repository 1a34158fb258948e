import { Suspense } from 'react';
import { retryingLazy } from '@/lib/retrying-lazy';

// Fetched after /klub's own code: its list, chips and texts would not fit the page's first-load budget.
const MySignupsList = retryingLazy(() => import('./my-signups-list').then((module) => ({ default: module.MySignupsList })));

/** The club home's "Jelentkezéseim" (issue 41 §9), drawn once its code has arrived. */
export function MySignups() {
  return (
    <Suspense fallback={null}>
      <MySignupsList />
    </Suspense>
  );
}
