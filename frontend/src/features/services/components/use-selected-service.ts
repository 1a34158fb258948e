import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { servicesQueryKey } from '@/lib/query-keys';
import { useService } from '../api/get-service';
import type { DIALOG_TEXTS, MemberServiceCard, MemberServiceGroupView, MemberServicePage, MemberServiceView } from '@backend/contract/member-services';
import { useServices } from '../api/get-services';

interface ShownCard {
  card: MemberServiceCard;
  updatedAt: number;
}

/** The card among a category's first ones on the list, or among an unfolded category's (docs/decisions/0098). */
function findCard(queryClient: QueryClient, groups: MemberServiceGroupView[] | undefined, listUpdatedAt: number, id: string | null): ShownCard | undefined {
  if (!groups || id === null) return undefined;
  for (const group of groups) {
    const card = group.services.find((service) => service.id === id);
    if (card) return { card, updatedAt: listUpdatedAt };
  }
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [...servicesQueryKey, 'group'] })) {
    const card = (query.state.data as MemberServicePage | undefined)?.items.find((service) => service.id === id);
    if (card) return { card, updatedAt: query.state.dataUpdatedAt };
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
  const queryClient = useQueryClient();
  const list = useServices();
  const shown = findCard(queryClient, list.data, list.dataUpdatedAt, id);
  const fromList = shown?.card;
  const detail = useService(id ?? '', { enabled: id !== null && list.isSuccess });
  const fromDetail = detail.data?.id === id ? detail.data : undefined;
  const detailIsNewer = fromDetail !== undefined && shown !== undefined && detail.dataUpdatedAt > shown.updatedAt;
  const service: MemberServiceView | undefined = fromList && !detailIsNewer ? { ...(fromDetail ?? NO_DIALOG_TEXTS), ...fromList } : fromDetail;
  // Not found: the server said so (offline, with no copy kept, the dialog just waits).
  const notFound = id !== null && !fromList && detail.error instanceof ApiError && detail.error.status === 404;
  return { list, service, notFound };
}
