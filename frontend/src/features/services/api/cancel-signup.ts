import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { subPagesQueryKey } from './get-sub-page';
import { serviceQueryKey } from './get-service';
import type { MemberServiceView } from '@backend/contract/member-services';
import { servicesQueryKey } from './get-services';

/** POST /api/services/cancel → the service as it now stands (409 NOT_CANCELABLE, 403 NOT_SIGNED_UP). */
export function cancelSignup(serviceId: string): Promise<MemberServiceView> {
  return apiRequest<MemberServiceView>('/services/cancel', { method: 'POST', body: { serviceId } });
}

export const cancelSignupMutationOptions = () =>
  mutationOptions({
    mutationKey: [...servicesQueryKey, 'cancel'],
    mutationFn: cancelSignup,
  });

/** SPEC §4: after a cancel the service list is reloaded. */
export function useCancelSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    ...cancelSignupMutationOptions(),
    onSuccess: (service) => queryClient.setQueryData(serviceQueryKey(service.id), service),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
        queryClient.invalidateQueries({ queryKey: subPagesQueryKey }),
      ]),
  });
}
