import { Injectable } from '@nestjs/common';
import type { MemberDataSignup } from '../../../contract/member-data';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { radioAnswerText } from '../domain/service-settings';
import { SERVICES, ServiceDoc } from '../projections/services.projection';
import { SIGNUPS, SignupDoc } from '../projections/signups.projection';

/**
 * What catalogue lets other modules know of one member's sign-ups (the member's own data export): the
 * service by name and the answer in its words, never an id or a staff name.
 */
@Injectable()
export class MemberSignups {
  constructor(private readonly readStore: ReadStore) {}

  async of(userId: string): Promise<MemberDataSignup[]> {
    const docs = await this.readStore.collection<SignupDoc>(SIGNUPS).find({ userId }, { sort: { createdAt: 1 } });
    const services = await Promise.all(docs.map((doc) => this.readStore.collection<ServiceDoc>(SERVICES).get(doc.serviceId)));
    return docs.map((doc, index) => {
      const service = services[index];
      return {
        service: service?.name ?? '',
        status: doc.status,
        signedUpAt: doc.createdAt,
        decidedAt: doc.decidedAt,
        waitlistPriority: doc.waitlistPriority,
        code: doc.code,
        radioAnswer: doc.radioAnswer,
        radioAnswerText: service ? radioAnswerText(service, doc.radioAnswer) : null,
      };
    });
  }
}
