import { Injectable } from '@nestjs/common';
import { SignupRowView } from '../../../contract/admin-services';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { MemberDirectory } from '../../accounts/public/member-directory';
import { SIGNUPS, SignupDoc } from '../projections/signups.projection';
import { signupFlags } from './signup-flags';

@Injectable()
export class SignupRows {
  constructor(
    private readonly readStore: ReadStore,
    private readonly members: MemberDirectory,
  ) {}

  /** Oldest first (SPEC §9). Rows of people erased a moment ago are left out until their erasure lands. */
  async of(serviceId: string): Promise<SignupRowView[]> {
    const signups = await this.readStore.collection(SIGNUPS).find({ where: { serviceId }, sort: { createdAt: 1 } });
    const ids = new Set(signups.flatMap((s) => [s.userId, ...s.decisions.map((d) => d.by ?? '')]).filter(Boolean));
    const byId = await this.members.byIds([...ids]);
    const nameOf = (id: string | null) => (id ? (byId.get(id)?.fullName ?? null) : null);
    return signups.flatMap((signup) => {
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
  }
}
