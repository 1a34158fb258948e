import { useMutation } from '@tanstack/react-query';
import { apiRequest, endingOwnSession } from '@/lib/api-client';
import { useSignIn } from '@/lib/session';
import type { SessionToken } from '@backend/contract/account';
import type { ChangePasswordBody } from '@backend/contract/profile';

/** POST /api/profile/password: a new password (the current one typed first); answers this device's new token. */
export function changePassword(body: ChangePasswordBody): Promise<SessionToken> {
  return apiRequest<SessionToken>('/profile/password', { method: 'POST', body });
}

/**
 * Changes the password and keeps the new token before anything may report the old one ended (the
 * change ends every session, this device's too, and its live stream hears so at once).
 */
export function useChangePassword() {
  const signIn = useSignIn();
  return useMutation({
    mutationKey: ['profile', 'password'],
    mutationFn: (body: ChangePasswordBody) =>
      endingOwnSession(async () => {
        const answer = await changePassword(body);
        signIn({ token: answer.jwt, stayLoggedIn: body.stayLoggedIn === true });
        return answer;
      }),
  });
}
