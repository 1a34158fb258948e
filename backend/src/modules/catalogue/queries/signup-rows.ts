import { Injectable } from '@nestjs/common';
import { SignupRowView } from '../../../contract/admin-services';
import { pagesOf } from '../../../platform/read-store/in-pages';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { MemberDirectory } from '../../accounts/public/member-directory';
import { SIGNUPS, SignupDoc, signupId } from '../projections/signups.projection';
import { signupFlags } from './signup-flags';
import { mapSliced } from '../../../shared/sliced';

const OLDEST_FIRST = { createdAt: 1 } as const;

@Injectable()
export class SignupRows {
  constructor(
    private readonly readStore: ReadStore,
    private readonly members: MemberDirectory,
  ) {}

  /** Oldest first (SPEC §9). Rows of people erased a moment ago are left out until their erasure lands. */
  async of(serviceId: string): Promise<SignupRowView[]> {
    return this.rowsOf(await this.readStore.collection(SIGNUPS).find({ where: { serviceId }, sort: OLDEST_FIRST }));
  }

  /** The rows of `of`, a page at a time (issue 40 §1), for the export. */
  async *inPages(serviceId: string): AsyncGenerator<SignupRowView> {
    for await (const page of pagesOf(this.readStore.collection(SIGNUPS), { where: { serviceId }, sort: OLDEST_FIRST })) yield* await this.rowsOf(page);
  }

  /** The chosen members' sign-ups of the service, oldest first (an export of a selection, issue 41 §7). */
  async chosen(serviceId: string, userIds: readonly string[]): Promise<SignupRowView[]> {
    const ids = userIds.map((userId) => signupId(serviceId, userId));
    return this.rowsOf(await this.readStore.collection(SIGNUPS).find({ where: { _id: { in: ids } }, sort: OLDEST_FIRST }));
  }

  count(serviceId: string): Promise<number> {
    return this.readStore.collection(SIGNUPS).count({ serviceId });
  }

  /** Sign-ups as the dialog shows them, their members named; rows of people erased a moment ago left out. */
  async rowsOf(signups: SignupDoc[]): Promise<SignupRowView[]> {
    const ids = new Set(signups.flatMap((s) => [s.userId, ...s.decisions.map((d) => d.by ?? '')]).filter(Boolean));
    const byId = await this.members.byIds([...ids]);
    const nameOf = (id: string | null) => (id ? (byId.get(id)?.fullName ?? null) : null);
    // Up to the SPEC's 2,000 rows of the popular service: turned into rows in slices that yield (issue 40 §1).
    const rows = await mapSliced(signups, (signup) => {
      const user = byId.get(signup.userId);
      if (!user) return [];
      const { _id, _position, decisions, status, ...facts } = signup as SignupDoc & { _position?: number };
      const { approved, rejected, onWaitlist } = signupFlags(status);
      return [{
        ...facts, approved, rejected, onWaitlist,
        firstName: user.firstName, lastName: user.lastName, fullName: user.fullName, nickName: user.nickName, email: user.email,
        approvedByName: nameOf(signup.approvedBy), rejectedByName: nameOf(signup.rejectedBy),
        decisions: decisions.map((decision) => ({ ...decision, byName: nameOf(decision.by) })),
      }];
    });
    return rows.flat();
  }
}
