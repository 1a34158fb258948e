import { normalizeTeachingLevels } from './teaching-levels';
import { UpdateProfile } from './user.commands';
import * as errors from './accounts.errors';
import { UserEvent } from './user.events';
import { UserState } from './user.state';

/** The member saves their profile; the teaching-level chain (SPEC §4) holds whatever the client sent. */
export function updateProfile(state: UserState, { data }: UpdateProfile): UserEvent[] {
  if (state.status === 'none') throw errors.userNotFound();
  return [{ type: 'ProfileUpdated', data: { userId: state.userId, ...data, ...normalizeTeachingLevels(data) } }];
}
