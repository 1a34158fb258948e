import { ProfileView } from '../../../contract/profile';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { Projection } from '../../../platform/projections/projection';
import { unreachable } from '../../../shared/unreachable';
import { TeachingLevels, UserErased, UserEvent, USER_EVENT_TYPES, rejectionOf } from '../domain/user.events';
import { UserStatus } from '../domain/user.state';
import { endsSessions } from '../domain/session-version';
import { readModel } from '../../../platform/read-store/read-model';
import { foldText } from '../../../shared/search-text';
import { hungarianSortKey } from '../../../shared/hungarian-order';
import type { UserTable } from '../../../contract/admin-users';

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
  /**
   * The full name as a key in Hungarian order (shared/hungarian-order: "Ódor" before "Ozsvári" before
   * "Öveges", "Czakó" before "Csaba"): the tables' order by name.
   */
  sortName: string;
  /**
   * The admin table the member is listed in (staff accounts in none): one field, so that each index
   * below holds a table's rows in one order, a page is a slice of it and the table's total its size.
   */
  listedIn: UserTable | 'staff';
  /**
   * What staff gave as the reason when they rejected or blocked the person (issue 41 §1); absent when
   * none, and on rows built before it (their events had none), so the model needs no rebuild.
   */
  rejectionReason?: string;
  /**
   * The member saved their profile since staff last asked for a data check (issue 41 §3: staff see who
   * has done it). Absent when never asked, asked again, or on rows built before it (not known then).
   */
  profileChecked?: true;
  [key: string]: unknown;
}

/**
 * Beside the unique e-mail, one index per order a table sorts in (queries/user-table.ts), each by table
 * first, and the members of both tables oldest first (the SPEC's whole list).
 */
export const USERS = readModel<UserDoc>('users', [
  { fields: { email: 1 }, unique: true },
  { fields: { admin: 1, createdAt: 1 } },
  { fields: { listedIn: 1, createdAt: 1 } },
  { fields: { listedIn: 1, sortName: 1 } },
  { fields: { listedIn: 1, phone: 1 } },
  { fields: { listedIn: 1, zip: 1, city: 1 } },
  { fields: { listedIn: 1, status: 1, registered: 1 } },
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
    completionPending: false, sessionVersion: 0, createdAt, searchText: '', sortName: '', listedIn: 'unactivated', ...NO_LEVELS,
  };
}

/** SPEC §4: rejected members are left out of the unactivated table; the "activated" one holds them. */
function tableOf(doc: UserDoc): UserDoc['listedIn'] {
  if (doc.admin) return 'staff';
  return doc.status === 'activated' || doc.status === 'rejected' ? 'activated' : 'unactivated';
}

/** The folded name and e-mail a search and a sort read, and the table, kept in step with what they follow. */
function withListKeys(doc: UserDoc | null): UserDoc | null {
  if (doc === null) return null;
  const fullName = `${doc.lastName} ${doc.firstName}`.trim();
  const sortName = hungarianSortKey(fullName);
  const searchText = `${foldText(fullName)} ${foldText(doc.email)}`;
  const listedIn = tableOf(doc);
  return doc.sortName === sortName && doc.searchText === searchText && doc.listedIn === listedIn ? doc : { ...doc, sortName, searchText, listedIn };
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
      const { phone, schoolOm, personalId, schoolId } = event.data;
      return { ...doc, phone, schoolOm, personalId, ...(schoolId ? { schoolId } : {}), registered: true, completionPending: false };
    }
    case 'UserActivated': {
      // Activating lifts a block, and the reason given for it with it.
      const { rejectionReason: _lifted, ...rest } = doc;
      return { ...rest, status: 'activated' };
    }
    case 'UserDisabled': {
      const { reason } = rejectionOf(event.data);
      return { ...doc, status: 'rejected', ...(reason ? { rejectionReason: reason } : {}) };
    }
    case 'ProfileUpdated': {
      const { userId, ...profile } = event.data;
      return { ...doc, ...profile, needsProfileCheck: false, ...(doc.needsProfileCheck || doc.profileChecked ? { profileChecked: true } : {}) };
    }
    case 'ProfileCheckRequested': {
      const { profileChecked: _askedAgain, ...rest } = doc;
      return { ...rest, needsProfileCheck: true };
    }
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
  // 2: the folded search and sort keys (searchText, sortName); 3: the table a member is listed in;
  // 4: sortName in Hungarian order (issue 41 §8).
  version: 4,
  handles: [...USER_EVENT_TYPES, 'UserErased'],
  documentId: (event) => event.data.userId,
  evolve(doc, event) {
    return event.type === 'UserErased' ? null : withListKeys(evolveUserDoc(doc, event));
  },
};
