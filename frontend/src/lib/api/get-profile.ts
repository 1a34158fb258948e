import { useQuery } from '@tanstack/react-query';
import { getProfileQueryOptions } from './profile-query';

export { getProfile, getProfileQueryOptions, profileQueryKey } from './profile-query';

/**
 * GET /api/profile: the member's own data as it is now. The profile page edits it; the /auth window
 * greets the member by its nickname (the session token's copy dates from signing in).
 */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getProfileQueryOptions(), enabled });
}
