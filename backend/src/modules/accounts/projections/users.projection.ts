import { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { Projection } from '../../../platform/projections/projection';
import { UserEvent } from '../domain/user.events';
import { UserStatus } from '../domain/user.state';

/** One row per person: the admin tables, the profile and the guards' "still active?" check read it. */
export interface UserDoc {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  nickName: string;
  phone: string;
  zip: string;
  city: string;
  schoolId: string | null;
  personalId: string;
  schoolOm: string;
  needsProfileCheck: boolean;
  altalanosIskola: boolean;
  gimnazium: boolean;
  szakgimnazium: boolean;
  szakmaiTargy: boolean;
  idenErettsegi: boolean;
  felsooktatas: boolean;
  admin: boolean;
  status: UserStatus;
  /** A password is set (SPEC §3 "registered"). */
  registered: boolean;
  createdAt: string;
  [key: string]: unknown;
}

export const USERS = 'users';

const HANDLED: UserEvent['type'][] = ['AdminBootstrapped', 'PasswordChanged'];

export const usersProjection: Projection<UserDoc> = {
  name: 'users',
  collection: USERS,
  handles: HANDLED,
  indexes: [{ fields: { email: 1 }, unique: true }],
  documentId: (event) => (event.data as { userId: string }).userId,
  evolve(doc, recorded: RecordedEvent) {
    const event = recorded as unknown as UserEvent;
    switch (event.type) {
      case 'AdminBootstrapped':
        return {
          _id: event.data.userId,
          email: event.data.email,
          firstName: event.data.firstName,
          lastName: event.data.lastName,
          nickName: event.data.firstName,
          phone: '',
          zip: '',
          city: '',
          schoolId: null,
          personalId: '',
          schoolOm: '',
          needsProfileCheck: false,
          altalanosIskola: false,
          gimnazium: false,
          szakgimnazium: false,
          szakmaiTargy: false,
          idenErettsegi: false,
          felsooktatas: false,
          admin: true,
          status: 'activated',
          registered: true,
          createdAt: event.data.createdAt,
        };
      case 'PasswordChanged':
        return doc && { ...doc, registered: true };
      default: {
        const _exhaustive: never = event;
        return doc;
      }
    }
  },
};
