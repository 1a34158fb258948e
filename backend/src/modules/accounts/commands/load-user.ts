import { fold } from '../../../shared/decider';
import { EventStore } from '../../../platform/event-store/event-store.port';
import { emailClaimDecider, emailStream } from '../domain/email-claim.decider';
import { userDecider } from '../domain/user.decider';
import { UserEvent, EmailClaimed, userStream } from '../domain/user.events';
import { UserState } from '../domain/user.state';

/** Finds the owner of an e-mail through its claim stream and folds their user stream. */
export async function loadUserByEmail(store: EventStore, email: string): Promise<{ ownerId: string | null; state: UserState }> {
  const claims = await store.readStream(emailStream(email));
  const ownerId = fold(emailClaimDecider, claims as unknown as EmailClaimed[]).owner;
  if (ownerId === null) return { ownerId, state: userDecider.initialState() };
  const events = await store.readStream(userStream(ownerId));
  return { ownerId, state: fold(userDecider, events as unknown as UserEvent[]) };
}
