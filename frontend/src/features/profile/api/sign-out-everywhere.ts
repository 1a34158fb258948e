import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Done } from '@backend/contract/common';

/** POST /api/profile/sign-out-everywhere: every session token of the member stops working at once. */
export function signOutEverywhere(): Promise<Done> {
  return apiRequest<Done>('/profile/sign-out-everywhere', { method: 'POST' });
}

export const signOutEverywhereMutationOptions = () => mutationOptions({ mutationKey: ['profile', 'sign-out-everywhere'], mutationFn: signOutEverywhere });

export function useSignOutEverywhere() {
  return useMutation(signOutEverywhereMutationOptions());
}
