import { SqliteEventStore } from '../../../platform/event-store/sqlite.event-store';
import { MemoryReadStore } from '../../../platform/read-store/memory.read-store';
import { openSqliteDatabase } from '../../../platform/sqlite/sqlite-database';
import { schoolsProjection } from '../../reference/public/schools';
import { UserEvent, userStream } from '../domain/user.events';
import { USERS, usersProjection } from '../projections/users.projection';
import { MemberRecord } from './member-record';

const MEMBER = 'member-1';
const STAFF = 'admin-1';
const contact = { email: 'kiss.anna@example.org', firstName: 'Anna', lastName: 'Kiss', phone: '+36 30 123 4567', zip: '6720', city: 'Szeged' };
const levels = { altalanosIskola: false, gimnazium: true, szakgimnazium: true, szakmaiTargy: false, idenErettsegi: false, felsooktatas: false };

/** The member's stream, each event with who did it: nobody (signed out), staff, or the member. */
const STREAM: Array<[UserEvent, string | null]> = [
  [{ type: 'TeacherApplied', data: { ...contact, userId: MEMBER, schoolId: 'school-7', schoolOm: '900007', personalId: '71234567897', appliedAt: '2026-11-20T09:00:00.000Z' } }, null],
  [{ type: 'UserActivated', data: { userId: MEMBER, email: contact.email, firstName: 'Anna', activation: { codeId: 'c1', codeHash: 'h', expiresAt: '2026-11-27T09:00:00.000Z' } } }, STAFF],
  [{ type: 'ActivationCompleted', data: { userId: MEMBER, passwordHash: 'scrypt$secret' } }, null],
  [{ type: 'PartnerConsentGranted', data: { userId: MEMBER, partnerId: 'partner-3', data: ['name'], grantedAt: '2026-11-22T09:00:00.000Z' } }, MEMBER],
  [{ type: 'ProfileUpdated', data: { ...contact, nickName: 'Panni', userId: MEMBER, schoolId: 'school-7', ...levels } }, MEMBER],
  [{ type: 'ProfileCheckRequested', data: { userId: MEMBER } }, STAFF],
  [{ type: 'UserDisabled', data: { userId: MEMBER } }, STAFF],
];

async function recordOf(stream = STREAM): Promise<MemberRecord> {
  const store = new SqliteEventStore(openSqliteDatabase(':memory:'));
  const readStore = new MemoryReadStore();
  await store.append(
    userStream(MEMBER),
    stream.map(([{ type, data }, actorId], index) => ({
      type, data: { ...data } as Record<string, unknown>, metadata: { actorId, correlationId: `c${index}`, occurredAt: `2026-11-2${index}T09:00:00.000Z` },
    })),
    'no_stream',
  );
  let doc = null;
  for (const event of await store.readStream(userStream(MEMBER))) doc = usersProjection.evolve(doc, event as never);
  await readStore.collection(USERS).upsert(doc!);
  await readStore.collection(schoolsProjection.model).upsert({ _id: 'school-7', om: '900007', name: 'Példa Technikum', city: 'Győr' });
  return new MemberRecord(readStore, store);
}

describe("a member's own record, as accounts lets the member-data module read it (issue 21)", () => {
  it('gives the profile with the school by name, city and OM id, not by its internal id', async () => {
    const profile = await (await recordOf()).profile(MEMBER);
    expect(profile).toEqual({
      ...contact, nickName: 'Panni', school: { om: '900007', name: 'Példa Technikum', city: 'Győr' }, schoolOm: '900007', personalId: '71234567897',
      ...levels, needsProfileCheck: true,
    });
    expect(JSON.stringify(profile)).not.toContain('school-7');
  });

  it('tells the history as stable codes: the member even when signed out, staff unnamed, a consent with its partner', async () => {
    expect(await (await recordOf()).history(MEMBER)).toEqual([
      { code: 'application.submitted', at: '2026-11-20T09:00:00.000Z', by: 'self', partnerId: null },
      { code: 'account.activated', at: '2026-11-21T09:00:00.000Z', by: 'staff', partnerId: null },
      { code: 'password.set', at: '2026-11-22T09:00:00.000Z', by: 'self', partnerId: null },
      { code: 'partner.consent_granted', at: '2026-11-23T09:00:00.000Z', by: 'self', partnerId: 'partner-3' },
      { code: 'profile.updated', at: '2026-11-24T09:00:00.000Z', by: 'self', partnerId: null },
      { code: 'profile.check_requested', at: '2026-11-25T09:00:00.000Z', by: 'staff', partnerId: null },
      { code: 'account.disabled', at: '2026-11-26T09:00:00.000Z', by: 'staff', partnerId: null },
    ]);
  });

  it('says the club did what nobody signed in did on the member\u2019s behalf', async () => {
    const imported: Array<[UserEvent, string | null]> = [
      [{ type: 'MemberImported', data: { ...contact, userId: MEMBER, importedAt: '2026-11-20T09:00:00.000Z', completion: { codeId: 'c', codeHash: 'h', expiresAt: '2026-12-20T09:00:00.000Z' } } }, null],
    ];
    expect(await (await recordOf(imported)).history(MEMBER)).toEqual([{ code: 'account.imported', at: '2026-11-20T09:00:00.000Z', by: 'system', partnerId: null }]);
  });
});
