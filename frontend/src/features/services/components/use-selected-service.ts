import { ApiError } from '@/lib/api-client';
import { useService } from '../api/get-service';
import type { DIALOG_TEXTS, MemberServiceCard, MemberServiceGroupView, MemberServiceView } from '@backend/contract/member-services';
import { useServices } from '../api/get-services';

function findService(groups: MemberServiceGroupView[] | undefined, id: string | null): MemberServiceCard | undefined {
  if (!groups || id === null) return undefined;
  for (const group of groups) {
    const found = group.services.find((service) => service.id === id);
    if (found) return found;
  }
  return undefined;
}

/** The dialog's texts until the whole service is here (or offline, when no copy of it was kept). */
const NO_DIALOG_TEXTS = {
  text: '', signedUpDescription: null, codeDescription: '', waitlistPriorityDescription: '',
  radio1Text: '', radio2Text: '', radio3Text: '', radio4Text: '', radio5Text: '',
} satisfies Pick<MemberServiceView, (typeof DIALOG_TEXTS)[number]>;

/**
 * The service whose dialog is open, whole, from GET /api/services/{id}: the list holds its card only
 * (docs/decisions/0093), and a hidden service reached by a card link is not on it at all. The card's
 * flags win while they are newer (the list reloaded after a sign-up), the detail's when it is, so the
 * dialog shows a sign-up's result at once, before the reloaded list arrives.
 */
export function useSelectedService(id: string | null) {
  const list = useServices();
  const fromList = findService(list.data, id);
  const detail = useService(id ?? '', { enabled: id !== null && list.isSuccess });
  const fromDetail = detail.data?.id === id ? detail.data : undefined;
  const detailIsNewer = fromDetail !== undefined && detail.dataUpdatedAt > list.dataUpdatedAt;
  const service: MemberServiceView | undefined = fromList && !detailIsNewer ? { ...(fromDetail ?? NO_DIALOG_TEXTS), ...fromList } : fromDetail;
  // Not found: the server said so (offline, with no copy kept, the dialog just waits).
  const notFound = id !== null && !fromList && detail.error instanceof ApiError && detail.error.status === 404;
  return { list, service, notFound };
}
