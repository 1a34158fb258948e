import type { QueryClient } from '@tanstack/react-query';
import { adminStatsQueryKey } from './get-admin-stats';
import { adminUsersQueryKey } from './get-admin-users';

/** After a member's state changes, both tables, the open dialog and the dashboard counts reload. */
export function invalidateAdminUsers(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
    queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
  ]);
}
