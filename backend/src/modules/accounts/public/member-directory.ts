import { Injectable } from '@nestjs/common';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { USERS, UserDoc } from '../projections/users.projection';
import { findByIds } from '../../../platform/read-store/page-in-slices';

/** What other modules may know of a member: who they are and how to write to them. */
export interface Member {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Last name, then first name. */
  fullName: string;
  nickName: string;
  admin: boolean;
}

const toMember = (doc: UserDoc): Member => ({
  id: doc._id,
  email: doc.email,
  firstName: doc.firstName,
  lastName: doc.lastName,
  fullName: `${doc.lastName} ${doc.firstName}`.trim(),
  nickName: doc.nickName,
  admin: doc.admin,
});

/**
 * The members' read model as other modules may read it (sign-up rows, service mails, the demo seed),
 * so none of them depends on how accounts stores its rows. An erased member is simply not found.
 */
@Injectable()
export class MemberDirectory {
  constructor(private readonly readStore: ReadStore) {}

  async byId(id: string): Promise<Member | null> {
    const doc = await this.readStore.collection(USERS).get(id);
    return doc ? toMember(doc) : null;
  }

  /** Read a few hundred at a time with a turn of the loop between (the popular service's 2,000 rows name as many members). */
  async byIds(ids: readonly string[]): Promise<Map<string, Member>> {
    const docs = await findByIds(this.readStore.collection(USERS), ids, true);
    return new Map(docs.map((doc) => [doc._id, toMember(doc)]));
  }

  async all(): Promise<Member[]> {
    return (await this.readStore.collection(USERS).find()).map(toMember);
  }
}
