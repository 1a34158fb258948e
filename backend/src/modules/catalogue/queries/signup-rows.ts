import { Injectable } from '@nestjs/common';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { USERS, UserDoc } from '../../accounts/projections/users.projection';
import { DecisionAction, SIGNUPS, SignupDoc } from '../projections/signups.projection';

/** A row of the sign-ups dialog (SPEC §2, §3 "Signup"), with who decided, so approvals can be reviewed. */
export interface SignupRow {
  userId: string;
  serviceId: string;
  firstName: string;
  lastName: string;
  fullName: string;
  nickName: string;
  email: string;
  createdAt: string;
  approved: boolean;
  rejected: boolean;
  onWaitlist: boolean;
  waitlistPriority: boolean;
  radioAnswer: number | null;
  code: string | null;
  approvedBy: string | null;
  approvedByName: string | null;
  rejectedBy: string | null;
  rejectedByName: string | null;
  decidedAt: string | null;
  decisions: Array<{ action: DecisionAction; by: string | null; byName: string | null; at: string }>;
}

const fullName = (user: UserDoc | undefined) => (user ? `${user.lastName} ${user.firstName}`.trim() : null);

@Injectable()
export class SignupRows {
  constructor(private readonly readStore: ReadStore) {}

  /** Oldest first (SPEC §9). Rows of people erased a moment ago are left out until their erasure lands. */
  async of(serviceId: string): Promise<SignupRow[]> {
    const signups = await this.readStore.collection<SignupDoc>(SIGNUPS).find({ serviceId }, { sort: { createdAt: 1 } });
    const ids = new Set(signups.flatMap((s) => [s.userId, ...s.decisions.map((d) => d.by ?? '')]).filter(Boolean));
    const users = await this.readStore.collection<UserDoc>(USERS).find({ _id: { $in: [...ids] } });
    const byId = new Map(users.map((user) => [user._id, user]));
    const nameOf = (id: string | null) => (id ? fullName(byId.get(id)) : null);
    return signups.flatMap((signup) => {
      const user = byId.get(signup.userId);
      if (!user) return [];
      const { _id, _position, decisions, ...flags } = signup as SignupDoc & { _position?: number };
      return [{
        ...flags,
        firstName: user.firstName, lastName: user.lastName, fullName: fullName(user)!, nickName: user.nickName, email: user.email,
        approvedByName: nameOf(signup.approvedBy), rejectedByName: nameOf(signup.rejectedBy),
        decisions: decisions.map((decision) => ({ ...decision, byName: nameOf(decision.by) })),
      }];
    });
  }
}
