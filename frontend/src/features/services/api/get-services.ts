import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A service as the member sees it (SPEC §3; the server decides every flag for this member). */
export interface MemberService {
  id: string;
  serviceGroupId: string;
  order: number;
  name: string;
  /** Short description, plain text. */
  description: string;
  /** Long description, HTML sanitised by the server. */
  text: string;
  image: string | null;
  /** 0 normal, 1 individual (coupon) code. */
  type: 0 | 1;
  codeTableName: string;
  codeDescription: string;
  /** Only when approved and type 1; null while the pool is empty. */
  code: string | null;
  active: boolean;
  hidden: boolean;
  archived: boolean;
  full: boolean;
  userCount: number;
  limit: number | null;
  needsApproval: boolean;
  cancelable: boolean;
  waitlistAvailable: boolean;
  waitlistPriorityAvailable: boolean;
  /** This member's priority flag. */
  waitlistPriority: boolean;
  waitlistPriorityDescription: string;
  alwaysAskPriority: boolean;
  /** Holds a seat: approved or awaiting approval (waitlisted and rejected members do not). */
  signedUp: boolean;
  approved: boolean;
  rejected: boolean;
  onWaitlist: boolean;
  signedUpDescription: string | null;
  radio: boolean;
  radio1Text: string;
  radio2Text: string;
  radio3Text: string;
  radio4Text: string;
  radio5Text: string;
  /** The answers the member may pick now (4 and 5 only while option 3 has text). */
  radioOptions: number[];
  radioAnswer: number | null;
  hasSubPage: boolean;
  subPagePublic: boolean;
  subPageUrl: string;
}

export interface MemberServiceGroup {
  id: string;
  name: string;
  order: number;
  services: MemberService[];
}

/** Every services query starts with this key: sign-up and cancel invalidate it as a whole. */
export const servicesQueryKey = ['services'] as const;
export const servicesListQueryKey = [...servicesQueryKey, 'list'] as const;

/** GET /api/services: groups and their services in order (hidden ones only where signed up). */
export function getServices(signal?: AbortSignal): Promise<MemberServiceGroup[]> {
  return apiRequest<MemberServiceGroup[]>('/services', { signal });
}

export const getServicesQueryOptions = () =>
  queryOptions({
    queryKey: servicesListQueryKey,
    queryFn: ({ signal }) => getServices(signal),
  });

export function useServices() {
  return useQuery(getServicesQueryOptions());
}
