import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminService } from './get-service-groups';

export type DecisionAction = string;

/** A row of the sign-ups dialog (SPEC §3 "Signup"), with who decided. */
export interface SignupRow {
  userId: string;
  serviceId: string;
  firstName: string;
  lastName: string;
  fullName: string;
  nickName: string;
  email: string;
  createdAt: string;
  approved: boolean;
  rejected: boolean;
  onWaitlist: boolean;
  waitlistPriority: boolean;
  radioAnswer: number | null;
  code: string | null;
  approvedBy: string | null;
  approvedByName: string | null;
  rejectedBy: string | null;
  rejectedByName: string | null;
  decidedAt: string | null;
  decisions: Array<{ action: DecisionAction; by: string | null; byName: string | null; at: string }>;
}

export interface AdminServiceDetail extends AdminService {
  /** Sorted by createdAt ascending by the server (SPEC §9). */
  users: SignupRow[];
}

export function getAdminService(id: string, signal?: AbortSignal): Promise<AdminServiceDetail> {
  return apiRequest<AdminServiceDetail>(`/admin/services/${encodeURIComponent(id)}`, { signal });
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
export const promotionPending = (service: AdminService | undefined): boolean =>
  service !== undefined && service.waitlistCount > 0 && !service.full;

const PROMOTION_POLL_MS = 1000;

/** `followPromotions`: re-read every second while a promotion is pending, so the rows show it. */
export function useAdminService(id: string, { followPromotions = false } = {}) {
  return useQuery({
    ...getAdminServiceQueryOptions(id),
    refetchInterval: followPromotions ? (query) => (promotionPending(query.state.data) ? PROMOTION_POLL_MS : false) : false,
  });
}
