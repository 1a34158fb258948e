import { Injectable } from '@nestjs/common';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { SERVICES } from '../projections/services.projection';
import { SIGNUPS, SignupDoc } from '../projections/signups.projection';

/** A member's sign-up as the member may see it: no staff names. */
export interface MemberSignup {
  service: string;
  status: 'approved' | 'awaiting' | 'waitlisted' | 'rejected';
  signedUpAt: string;
  decidedAt: string | null;
  code: string | null;
  radioAnswer: number | null;
}

const statusOf = (doc: SignupDoc): MemberSignup['status'] =>
  doc.rejected ? 'rejected' : doc.onWaitlist ? 'waitlisted' : doc.approved ? 'approved' : 'awaiting';

/** What catalogue lets other modules know of one member's sign-ups (the member's own data export). */
@Injectable()
export class MemberSignups {
  constructor(private readonly readStore: ReadStore) {}

  async of(userId: string): Promise<MemberSignup[]> {
    const docs = await this.readStore.collection<SignupDoc>(SIGNUPS).find({ userId }, { sort: { createdAt: 1 } });
    const services = await Promise.all(docs.map((doc) => this.readStore.collection<{ _id: string; name: string }>(SERVICES).get(doc.serviceId)));
    return docs.map((doc, index) => ({
      service: services[index]?.name ?? '',
      status: statusOf(doc),
      signedUpAt: doc.createdAt,
      decidedAt: doc.decidedAt,
      code: doc.code,
      radioAnswer: doc.radioAnswer,
    }));
  }
}
