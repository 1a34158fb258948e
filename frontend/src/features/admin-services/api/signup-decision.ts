import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminServiceQueryKey } from './get-admin-service';
import { serviceGroupsQueryKey } from './get-service-groups';
import type { SignupFlags, UserServiceBody } from '@backend/contract/admin-services';
import { updateSignupRows } from './get-service-signups';

export function postDecision(action: 'approve' | 'reject' | 'unapprove', key: UserServiceBody): Promise<SignupFlags> {
  return apiRequest<SignupFlags>(`/admin/userservice/${action}`, { method: 'POST', body: { userId: key.userId, serviceId: key.serviceId } });
}

/** The row takes the answered flags at once (SPEC §4), even when they did not change. */
export function applyFlags(queryClient: QueryClient, { userId, serviceId }: UserServiceBody, flags: SignupFlags): void {
  updateSignupRows(queryClient, serviceId, (rows) => rows.map((row) => (row.userId === userId ? { ...row, ...flags } : row)));
}

/** Then the rows reload for who decided, a coupon code drawn, a promotion from the waitlist; the list for the counts. */
export const invalidateSignups = (queryClient: QueryClient, serviceId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminServiceQueryKey(serviceId) }),
    queryClient.invalidateQueries({ queryKey: serviceGroupsQueryKey }),
  ]);
