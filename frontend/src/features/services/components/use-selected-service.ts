import { useService } from '../api/get-service';
import type { MemberServiceGroupView, MemberServiceView } from '@backend/contract/member-services';
import { useServices } from '../api/get-services';

function findService(groups: MemberServiceGroupView[] | undefined, id: string | null): MemberServiceView | undefined {
  if (!groups || id === null) return undefined;
  for (const group of groups) {
    const found = group.services.find((service) => service.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The service whose dialog is open: from the list, or — when the list lacks it (a hidden service
 * reached by a card link) — from GET /api/services/{id}. Whichever answer is newer wins, so the
 * dialog shows a sign-up's result at once, before the reloaded list arrives.
 */
export function useSelectedService(id: string | null) {
  const list = useServices();
  const fromList = findService(list.data, id);
  const detail = useService(id ?? '', { enabled: id !== null && list.isSuccess && !fromList });
  const fromDetail = detail.data?.id === id ? detail.data : undefined;
  const detailIsNewer = fromDetail !== undefined && detail.dataUpdatedAt > list.dataUpdatedAt;
  const service = fromList && !detailIsNewer ? fromList : fromDetail;
  return { list, service, notFound: id !== null && !fromList && detail.isError };
}
