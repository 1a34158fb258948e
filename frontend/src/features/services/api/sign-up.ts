import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { subPagesQueryKey } from './get-sub-page';
import { serviceQueryKey } from './get-service';
import type { MemberServiceView, SignupBody } from '@backend/contract/member-services';
import { servicesQueryKey } from './get-services';

/** POST /api/services/signup → the service as it now stands for this member. */
export function signUp(input: SignupBody): Promise<MemberServiceView> {
  return apiRequest<MemberServiceView>('/services/signup', { method: 'POST', body: input });
}

export const signUpMutationOptions = () =>
  mutationOptions({
    mutationKey: [...servicesQueryKey, 'signup'],
    mutationFn: signUp,
  });

/** SPEC §4: after a sign-up, successful or not, the service list is reloaded. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    ...signUpMutationOptions(),
    onSuccess: (service) => queryClient.setQueryData(serviceQueryKey(service.id), service),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
        queryClient.invalidateQueries({ queryKey: subPagesQueryKey }),
      ]),
  });
}
