import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Everything an admin edits on a service (SPEC §3 "Service"). */
export interface ServiceSettings {
  name: string;
  /** Short text on the card (plain text). */
  description: string;
  /** Long text of the detail dialog (HTML, sanitised by the server). */
  text: string;
  /** URL under /klub/letoltesek/images/, or ''. */
  image: string;
  /** 0 normal, 1 individual coupon code. */
  type: 0 | 1;
  codeTableName: string;
  codeDescription: string;
  active: boolean;
  hidden: boolean;
  /** null: no limit. */
  limit: number | null;
  needsApproval: boolean;
  cancelable: boolean;
  waitlistAvailable: boolean;
  waitlistPriorityAvailable: boolean;
  waitlistPriorityDescription: string;
  alwaysAskPriority: boolean;
  signedUpDescription: string;
  radio: boolean;
  radio1Text: string;
  radio2Text: string;
  radio3Text: string;
  radio4Text: string;
  radio5Text: string;
  emailSubject: string;
  emailText: string;
  cancelEmailSubject: string;
  cancelEmailText: string;
  waitlistEmailSubject: string;
  waitlistEmailText: string;
  hasSubPage: boolean;
  subPagePublic: boolean;
  subPageUrl: string;
  /** HTML, sanitised by the server. */
  subPageText: string;
}

export interface AdminService extends ServiceSettings {
  id: string;
  serviceGroupId: string;
  order: number;
  archived: boolean;
  full: boolean;
  /** Seats taken. */
  userCount: number;
  waitlistCount: number;
  codesTotal: number;
  codesRemaining: number;
  createdAt: string;
}

export interface AdminServiceGroup {
  id: string;
  name: string;
  order: number;
  /** Listed services in order; reorder indexes count these only. */
  services: AdminService[];
  archivedServices: AdminService[];
}

export function getServiceGroups(signal?: AbortSignal): Promise<AdminServiceGroup[]> {
  return apiRequest<AdminServiceGroup[]>('/admin/servicegroups', { signal });
}

/** The screen's list; every category and list change invalidates it. */
export const serviceGroupsQueryKey = ['admin', 'servicegroups'] as const;

export const getServiceGroupsQueryOptions = () =>
  queryOptions({
    queryKey: serviceGroupsQueryKey,
    queryFn: ({ signal }) => getServiceGroups(signal),
  });

export function useServiceGroups() {
  return useQuery(getServiceGroupsQueryOptions());
}
