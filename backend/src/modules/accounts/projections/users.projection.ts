import { ProfileView } from '../../../contract/profile';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { Projection } from '../../../platform/projections/projection';
import { unreachable } from '../../../shared/unreachable';
import { TeachingLevels, UserErased, UserEvent, USER_EVENT_TYPES } from '../domain/user.events';
import { UserStatus } from '../domain/user.state';
import { endsSessions } from '../domain/session-version';
import { readModel } from '../../../platform/read-store/read-model';
import { foldText } from '../../../shared/search-text';

/** One row per person: admin tables, the profile and the guards' "still active?" check read it. */
export interface UserDoc extends ProfileView {
  _id: string;
  admin: boolean;
  status: UserStatus;
  /** A password is set (SPEC §3 "registered"). */
  registered: boolean;
  /** Imported and not yet completed: the member still has to give OM and education id. */
  completionPending: boolean;
  /**
   * The account's session version (domain/session-version.ts): one more after each password reset or
   * change, disable and "sign out everywhere". A session token of an older version no longer works.
   */
  sessionVersion: number;
  createdAt: string;
  /** The full name and the e-mail folded (shared/search-text): what the activated-users search looks in. */
  searchText: string;
  /** The full name folded: the tables' order by name, accents aside ("Ábel" before "Béla"). */
  sortName: string;
  [key: string]: unknown;
}

/** Beside the unique e-mail, one index per order the activated-users table sorts in (queries/user-table.ts). */
export const USERS = readModel<UserDoc>('users', [
  { fields: { email: 1 }, unique: true },
  { fields: { createdAt: 1 } },
  { fields: { sortName: 1 } },
  { fields: { phone: 1 } },
  { fields: { zip: 1, city: 1 } },
  { fields: { status: 1, registered: 1 } },
]);

const NO_LEVELS: TeachingLevels = {
  altalanosIskola: false,
  gimnazium: false,
  szakgimnazium: false,
  szakmaiTargy: false,
  idenErettsegi: false,
  felsooktatas: false,
};

function blank(id: string, createdAt: string): UserDoc {
  return {
    _id: id, email: '', firstName: '', lastName: '', nickName: '', phone: '', zip: '', city: '', schoolId: null,
    personalId: '', schoolOm: '', needsProfileCheck: false, admin: false, status: 'applied', registered: false,
    completionPending: false, sessionVersion: 0, createdAt, searchText: '', sortName: '', ...NO_LEVELS,
  };
}

/** The folded copies of the name and e-mail a search and a sort read, kept in step with them. */
function withSearchKeys(doc: UserDoc | null): UserDoc | null {
  if (doc === null) return null;
  const sortName = foldText(`${doc.lastName} ${doc.firstName}`.trim());
  const searchText = `${sortName} ${foldText(doc.email)}`;
  return doc.sortName === sortName && doc.searchText === searchText ? doc : { ...doc, sortName, searchText };
}

function evolveUserDoc(doc: UserDoc | null, event: Recorded<UserEvent>): UserDoc | null {
  switch (event.type) {
    case 'AdminBootstrapped': {
      const { userId, passwordHash, createdAt, ...contact } = event.data;
      return { ...blank(userId, createdAt), ...contact, nickName: contact.firstName, admin: true, status: 'activated', registered: true };
    }
    case 'TeacherApplied': {
      const { userId, appliedAt, ...fields } = event.data;
      return { ...blank(userId, appliedAt), ...fields, nickName: fields.firstName };
    }
    case 'MemberImported': {
      const { userId, importedAt, completion, ...contact } = event.data;
      return { ...blank(userId, importedAt), ...contact, nickName: contact.firstName, status: 'imported', completionPending: true };
    }
  }
  if (doc === null) return null;
  const next = evolveExisting(doc, event);
  return endsSessions(event) ? { ...next, sessionVersion: (next.sessionVersion ?? 0) + 1 } : next;
}

function evolveExisting(doc: UserDoc, event: Recorded<Exclude<UserEvent, { type: 'AdminBootstrapped' | 'TeacherApplied' | 'MemberImported' }>>): UserDoc {
  switch (event.type) {
    case 'PasswordChanged':
    case 'PasswordReset':
    case 'ActivationCompleted':
      return { ...doc, registered: true };
    case 'SignupCompleted': {
      const { phone, schoolOm, personalId } = event.data;
      return { ...doc, phone, schoolOm, personalId, registered: true, completionPending: false };
    }
    case 'UserActivated':
      return { ...doc, status: 'activated' };
    case 'UserDisabled':
      return { ...doc, status: 'rejected' };
    case 'ProfileUpdated': {
      const { userId, ...profile } = event.data;
      return { ...doc, ...profile, needsProfileCheck: false };
    }
    case 'ProfileCheckRequested':
      return { ...doc, needsProfileCheck: true };
    case 'UserEditedByAdmin': {
      const { userId, ...contact } = event.data;
      return { ...doc, ...contact };
    }
    // The new address comes with UserEditedByAdmin; codes and partners have read models of their own,
    // and evolveUserDoc counts the sessions these end.
    case 'PasswordResetRequested':
    case 'EmailAddressChanged':
    case 'PartnerConsentGranted':
    case 'PartnerConsentRevoked':
    case 'SessionsEnded':
      return doc;
    default:
      return unreachable(event);
  }
}

export const usersProjection: Projection<UserDoc, UserEvent | UserErased> = {
  model: USERS,
  // 2: the folded search and sort keys (searchText, sortName).
  version: 2,
  handles: [...USER_EVENT_TYPES, 'UserErased'],
  documentId: (event) => event.data.userId,
  evolve(doc, event) {
    return event.type === 'UserErased' ? null : withSearchKeys(evolveUserDoc(doc, event));
  },
};
