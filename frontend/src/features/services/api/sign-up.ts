import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { subPagesQueryKey } from './get-sub-page';
import { serviceQueryKey } from './get-service';
import { servicesQueryKey, type MemberService } from './get-services';

export interface SignUpInput {
  serviceId: string;
  waitlistPriority: boolean;
  radioAnswer: number | null;
}

/** POST /api/services/signup → the service as it now stands for this member. */
export function signUp(input: SignUpInput): Promise<MemberService> {
  return apiRequest<MemberService>('/services/signup', { method: 'POST', body: input });
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
