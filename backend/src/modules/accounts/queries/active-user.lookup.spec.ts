import { MemoryReadStore } from '../../../platform/read-store/memory.read-store';
import { replay } from '../../../platform/projections/testing/replay';
import { UserEvent } from '../domain/user.events';
import { usersProjection, USERS, UserDoc } from '../projections/users.projection';
import { ReadModelActiveUserLookup } from './active-user.lookup';

const at = '2026-11-21T10:00:00.000Z';
const code = { codeId: 'k1', codeHash: 'h', expiresAt: '2026-12-05T10:00:00.000Z' };
const member: UserEvent[] = [
  { type: 'TeacherApplied', data: { email: 'anna@example.org', firstName: 'Anna', lastName: 'Kiss', phone: '+36 30 111 2222', zip: '6720', city: 'Szeged', userId: 'u1', schoolId: 's1', schoolOm: '900001', personalId: '71234567897', appliedAt: at } },
  { type: 'UserActivated', data: { userId: 'u1', email: 'anna@example.org', firstName: 'Anna', activation: code } },
  { type: 'ActivationCompleted', data: { userId: 'u1', passwordHash: 'h' } },
];
const signedOutEverywhere: UserEvent = { type: 'SessionsEnded', data: { userId: 'u1' } };

/** The guard's question after these events: is the session with these claims still the member's? */
async function lookupAfter(events: UserEvent[], doc?: (doc: UserDoc) => UserDoc) {
  const store = new MemoryReadStore();
  const row = replay(usersProjection, events).get('u1')!;
  await store.collection(USERS).upsert(doc ? doc(row) : row);
  return new ReadModelActiveUserLookup(store);
}

describe('the guard\'s "is this session still the member\'s?"', () => {
  it('lets a token of the account\'s current version through, and tells that version', async () => {
    const users = await lookupAfter([...member, signedOutEverywhere]);
    expect(await users.findActive('u1', { sessionVersion: 1 })).toEqual({ id: 'u1', email: 'anna@example.org', admin: false, sessionVersion: 1 });
  });

  it('refuses a token whose version is behind the account\'s, whenever it was issued', async () => {
    const users = await lookupAfter([...member, signedOutEverywhere, signedOutEverywhere]);
    expect(await users.findActive('u1', { sessionVersion: 1 })).toBeNull();
    expect(await users.findActive('u1', { sessionVersion: 0 })).toBeNull();
  });

  it('reads a token of an earlier release (no version) as version 0: fine until the first ending, ended after it', async () => {
    expect(await (await lookupAfter(member)).findActive('u1', {})).not.toBeNull();
    expect(await (await lookupAfter([...member, signedOutEverywhere])).findActive('u1', {})).toBeNull();
    expect(await (await lookupAfter([...member, signedOutEverywhere])).findActive('u1', { sessionVersion: '1' })).toBeNull();
  });

  it('refuses a token issued with staff rights once the account has lost them (demotion)', async () => {
    const staff = await lookupAfter(member, (doc) => ({ ...doc, admin: true }));
    expect(await staff.findActive('u1', { sessionVersion: 0, admin: true })).toMatchObject({ admin: true });
    const demoted = await lookupAfter(member);
    expect(await demoted.findActive('u1', { sessionVersion: 0, admin: true })).toBeNull();
    expect(await demoted.findActive('u1', { sessionVersion: 0, admin: false })).toMatchObject({ admin: false });
  });

  it('refuses every token of a disabled or erased member', async () => {
    const disabled = await lookupAfter([...member, { type: 'UserDisabled', data: { userId: 'u1' } }]);
    expect(await disabled.findActive('u1', { sessionVersion: 1 })).toBeNull();
    expect(await new ReadModelActiveUserLookup(new MemoryReadStore()).findActive('u1', { sessionVersion: 0 })).toBeNull();
  });
});
