import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminServiceDetailView, AdminServiceView } from '@backend/contract/admin-services';

export function getAdminService(id: string, signal?: AbortSignal): Promise<AdminServiceDetailView> {
  return apiRequest<AdminServiceDetailView>(`/admin/services/${encodeURIComponent(id)}`, { signal });
}

/** Prefix of everything about one service (detail, files): its mutations invalidate by it. */
export const adminServiceQueryKey = (id: string) => ['admin', 'services', id] as const;

export const getAdminServiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminServiceQueryKey(id),
    queryFn: ({ signal }) => getAdminService(id, signal),
    // Both dialogs must show what is stored now, not what was cached when last opened.
    staleTime: 0,
  });

/**
 * A seat is free while members wait: the queued promotion (DESIGN §3) is on its way, a moment after
 * the decision that freed the seat was answered.
 */
export const promotionPending = (service: AdminServiceView | undefined): boolean =>
  service !== undefined && service.waitlistCount > 0 && !service.full;

const PROMOTION_POLL_MS = 1000;

/** `followPromotions`: re-read every second while a promotion is pending, so the rows show it. */
export function useAdminService(id: string, { followPromotions = false } = {}) {
  return useQuery({
    ...getAdminServiceQueryOptions(id),
    refetchInterval: followPromotions ? (query) => (promotionPending(query.state.data) ? PROMOTION_POLL_MS : false) : false,
  });
}
