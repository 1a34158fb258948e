import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** SPEC §3 "User (admin view)". */
export interface AdminUser {
  id: string;
  firstName: string;
  lastName: string;
  /** Last name, then first name. */
  fullName: string;
  email: string;
  phone: string;
  zip: string;
  city: string;
  /** The education id. */
  personalId: string;
  /** The 11-digit checksum of SPEC §5 passes. */
  personalIdValid: boolean;
  /** The OM id the applicant typed. */
  schoolOm: string;
  /** The school chosen from the list. */
  school: { id: string; om: string; name: string } | null;
  /** An imported member who has not completed the sign-up yet. */
  completionCode: boolean;
  activated: boolean;
  rejected: boolean;
  /** A password has been set. */
  registered: boolean;
  admin: boolean;
  createdAt: string;
  altalanosIskola: boolean;
  gimnazium: boolean;
  szakgimnazium: boolean;
  szakmaiTargy: boolean;
  idenErettsegi: boolean;
  felsooktatas: boolean;
}

export function getAdminUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  return apiRequest<AdminUser[]>('/admin/users', { signal });
}

/** Prefix of every admin user query (list and details): mutations invalidate by it. */
export const adminUsersQueryKey = ['admin', 'users'] as const;

export const getAdminUsersQueryOptions = () =>
  queryOptions({
    queryKey: adminUsersQueryKey,
    queryFn: ({ signal }) => getAdminUsers(signal),
  });

export function useAdminUsers() {
  return useQuery(getAdminUsersQueryOptions());
}
