import { Spinner } from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryFallback } from '@/components/ui/query-state';
import { StandaloneFrame } from '@/components/ui/standalone-frame';
import { hu } from '@/i18n/hu';
import { huMember } from '@/i18n/hu-member';

/**
 * While the link's code is being checked; if the check itself fails (offline, no answer, a server
 * error: not a refused code, which has its own panel), what failed with "Újrapróbálom".
 */
export function VerifyingFrame({ title, query }: { title: string; query: UseQueryResult<unknown> }) {
  const spinner = <Spinner label={huMember.account.verifying} labelPosition="below" />;
  return <StandaloneFrame title={title} content={<QueryFallback query={query} failed={hu.loadFailure.page} pending={spinner} />} />;
}
