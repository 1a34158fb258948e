import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminServiceQueryKey, type AdminServiceDetail } from './get-admin-service';
import { serviceGroupsQueryKey } from './get-service-groups';

/** Names one sign-up (POST /admin/userservice/approve|reject|unapprove, DELETE /admin/userservice). */
export interface SignupKey {
  userId: string;
  serviceId: string;
}

/** The server's answer to a decision: the sign-up's new flags. */
export interface DecisionFlags {
  approved: boolean;
  rejected: boolean;
}

export function postDecision(action: 'approve' | 'reject' | 'unapprove', key: SignupKey): Promise<DecisionFlags> {
  return apiRequest<DecisionFlags>(`/admin/userservice/${action}`, { method: 'POST', body: { userId: key.userId, serviceId: key.serviceId } });
}

/** The row takes the answered flags at once (SPEC §4), even when they did not change. */
export function applyFlags(queryClient: QueryClient, { userId, serviceId }: SignupKey, flags: DecisionFlags): void {
  queryClient.setQueryData<AdminServiceDetail>(adminServiceQueryKey(serviceId), (detail) =>
    detail && { ...detail, users: detail.users.map((row) => (row.userId === userId ? { ...row, ...flags } : row)) },
  );
}

/** Then the rows reload for who decided, a coupon code drawn, a promotion from the waitlist; the list for the counts. */
export const invalidateSignups = (queryClient: QueryClient, serviceId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminServiceQueryKey(serviceId) }),
    queryClient.invalidateQueries({ queryKey: serviceGroupsQueryKey }),
  ]);
