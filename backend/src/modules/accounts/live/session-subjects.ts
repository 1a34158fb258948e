import type { SessionSubjects } from '../../../platform/live/live-notices';
import { userStream } from '../domain/user.events';

const USER_STREAM_PREFIX = userStream('');

/**
 * Whose live streams must ask again whether their session still holds: the member of every event of
 * their own stream (whatever it was: signing out everywhere, a new password, disabling, a change of
 * rights, and whatever ends sessions next), and an erased one, whose stream is deleted rather than
 * appended to (`UserErased` goes to the erasures stream).
 */
export const sessionSubjects: SessionSubjects = (event) => {
  if (event.streamId.startsWith(USER_STREAM_PREFIX)) return [event.streamId.slice(USER_STREAM_PREFIX.length)];
  if (event.type === 'UserErased') return [(event.data as { userId: string }).userId];
  return [];
};
