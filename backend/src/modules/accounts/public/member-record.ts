import { Injectable } from '@nestjs/common';
import { EventStore } from '../../../platform/event-store/event-store.port';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { unauthenticated } from '../../../shared/platform-errors';
import type { MemberHistoryActor, MemberHistoryCode } from '../domain/member-history';
import type { MemberDataProfile } from '../../../contract/member-data';
import { teachingLevelsOf } from '../domain/teaching-levels';
import { UserEvent, userStream } from '../domain/user.events';
import { USERS } from '../projections/users.projection';
import { schoolReader } from '../../reference/public/schools';

/**
 * One entry of a member's own account history, as codes: the member-data module words it, and names
 * the partner (partners live in another module).
 */
export interface AccountHistoryEntry {
  code: MemberHistoryCode;
  at: string;
  by: MemberHistoryActor;
  /** The partner site a consent was given to or taken from; null for every other entry. */
  partnerId: string | null;
}

/** Each event of the member's stream as the member's history tells it: never the event's own name. */
const HISTORY_CODES: Record<UserEvent['type'], MemberHistoryCode> = {
  AdminBootstrapped: 'account.created',
  TeacherApplied: 'application.submitted',
  MemberImported: 'account.imported',
  SignupCompleted: 'application.completed',
  UserActivated: 'account.activated',
  ActivationCompleted: 'password.set',
  UserDisabled: 'account.disabled',
  PasswordChanged: 'password.changed',
  PasswordResetRequested: 'password.reset_requested',
  PasswordReset: 'password.reset',
  ProfileUpdated: 'profile.updated',
  ProfileCheckRequested: 'profile.check_requested',
  UserEditedByAdmin: 'contact.edited_by_staff',
  EmailAddressChanged: 'contact.email_changed_by_staff',
  PartnerConsentGranted: 'partner.consent_granted',
  PartnerConsentRevoked: 'partner.consent_revoked',
  SessionsEnded: 'sessions.ended',
};

/**
 * What the member does before they can sign in (applying, a link from a mail) is recorded without an
 * actor: it was still the member, not the club.
 */
const DONE_SIGNED_OUT: ReadonlySet<string> = new Set<UserEvent['type']>([
  'TeacherApplied', 'SignupCompleted', 'ActivationCompleted', 'PasswordResetRequested', 'PasswordReset',
]);

const isAccountEvent = (type: string): type is UserEvent['type'] => Object.hasOwn(HISTORY_CODES, type);

/** What accounts lets other modules read of one member for that member: the profile and its history. */
@Injectable()
export class MemberRecord {
  constructor(
    private readonly readStore: ReadStore,
    private readonly store: EventStore,
  ) {}

  /** The profile with the school by name and OM id, not by the list's internal id. */
  async profile(userId: string): Promise<MemberDataProfile> {
    const user = await this.readStore.collection(USERS).get(userId);
    if (!user) throw unauthenticated();
    const school = user.schoolId ? await schoolReader(this.readStore).get(user.schoolId) : null;
    return {
      email: user.email,
      lastName: user.lastName,
      firstName: user.firstName,
      nickName: user.nickName,
      phone: user.phone,
      zip: user.zip,
      city: user.city,
      school: school ? { om: school.om, name: school.name, city: school.city } : null,
      schoolOm: user.schoolOm,
      personalId: user.personalId,
      ...teachingLevelsOf(user),
      needsProfileCheck: user.needsProfileCheck,
    };
  }

  /** The member's own stream, without its data (codes and hashes never leave the server). */
  async history(userId: string): Promise<AccountHistoryEntry[]> {
    const events = await this.store.readStream(userStream(userId));
    return events.flatMap(({ type, data, metadata }) => {
      if (!isAccountEvent(type)) return [];
      const actor = metadata.actorId;
      const by: MemberHistoryActor = actor === userId || (!actor && DONE_SIGNED_OUT.has(type)) ? 'self' : actor ? 'staff' : 'system';
      const aboutPartner = type === 'PartnerConsentGranted' || type === 'PartnerConsentRevoked';
      const partnerId = aboutPartner ? String((data as { partnerId: string }).partnerId) : null;
      return [{ code: HISTORY_CODES[type], at: metadata.occurredAt, by, partnerId }];
    });
  }
}
