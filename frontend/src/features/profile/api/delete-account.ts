import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest, endingOwnSession } from '@/lib/api-client';
import type { Done } from '@backend/contract/common';
import type { DeleteAccountBody } from '@backend/contract/profile';

/** POST /api/profile/delete: the member erases their own account, with their password typed again. */
export function deleteAccount(body: DeleteAccountBody): Promise<Done> {
  return apiRequest<Done>('/profile/delete', { method: 'POST', body });
}

/** The member stays on the page to read that it is done: the end of their session is no surprise to report. */
export const deleteAccountMutationOptions = () => mutationOptions({ mutationKey: ['profile', 'delete'], mutationFn: (body: DeleteAccountBody) => endingOwnSession(() => deleteAccount(body)) });

export function useDeleteAccount() {
  return useMutation(deleteAccountMutationOptions());
}
