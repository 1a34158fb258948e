import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { earlyOr } from '@/lib/early-reads';
import type { AdminUserView, UserListQuery, UserPage } from '@backend/contract/admin-users';
import { adminUsersQueryKey } from '@/lib/query-keys';

/** The activated table's page as the screen asks for it, every parameter given; the server searches, sorts and pages. */
export type ReviewedUsersRequest = Required<Omit<UserListQuery, 'table'>>;

export const UNACTIVATED_USERS_PATH = '/admin/users?table=unactivated';

export const reviewedUsersPath = (request: ReviewedUsersRequest) =>
  `/admin/users?${new URLSearchParams({ table: 'activated', ...Object.fromEntries(Object.entries(request).map(([key, value]) => [key, String(value)])) })}`;

/**
 * SPEC §2: the applicants waiting for staff, one list without paging. Both tables' first reads may have
 * been started with the screen's code (config/screens.ts `reads`, lib/early-reads.ts): they are taken then.
 */
export function getUnactivatedUsers(signal?: AbortSignal): Promise<AdminUserView[]> {
  return earlyOr(UNACTIVATED_USERS_PATH, () => apiRequest<AdminUserView[]>(UNACTIVATED_USERS_PATH, { signal }));
}

export function getReviewedUsers(request: ReviewedUsersRequest, signal?: AbortSignal): Promise<UserPage> {
  const path = reviewedUsersPath(request);
  return earlyOr(path, () => apiRequest<UserPage>(path, { signal }));
}

export const getUnactivatedUsersQueryOptions = () =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'unactivated'],
    queryFn: ({ signal }) => getUnactivatedUsers(signal),
  });

export const getReviewedUsersQueryOptions = (request: ReviewedUsersRequest) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'activated', request],
    queryFn: ({ signal }) => getReviewedUsers(request, signal),
    // The page shown stays while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
  });

export function useUnactivatedUsers() {
  return useQuery(getUnactivatedUsersQueryOptions());
}

export function useReviewedUsers(request: ReviewedUsersRequest) {
  return useQuery(getReviewedUsersQueryOptions(request));
}

export { adminUsersQueryKey };
