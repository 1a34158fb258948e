import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SessionToken } from '@backend/contract/account';
import type { ChangePasswordBody } from '@backend/contract/profile';

/** POST /api/profile/password: a new password (the current one typed first); answers this device's new token. */
export function changePassword(body: ChangePasswordBody): Promise<SessionToken> {
  return apiRequest<SessionToken>('/profile/password', { method: 'POST', body });
}

export const changePasswordMutationOptions = () => mutationOptions({ mutationKey: ['profile', 'password'], mutationFn: changePassword });

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
