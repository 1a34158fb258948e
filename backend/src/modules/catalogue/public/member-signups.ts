import { Injectable } from '@nestjs/common';
import type { JoinedServiceView } from '../../../contract/admin-users';
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
    const [docs, services] = await this.withServices(userId);
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

  /** The services a member signed up for, oldest first, as the admin's user dialog lists them (accounts/public/joined-services). */
  async joined(userId: string): Promise<JoinedServiceView[]> {
    const [docs, services] = await this.withServices(userId);
    return docs.map((doc, index) => ({
      id: doc.serviceId,
      name: services[index]?.name ?? '',
      user_service: { createdAt: doc.createdAt, onWaitList: doc.status === 'waitlisted', status: doc.status },
    }));
  }

  private async withServices(userId: string): Promise<[SignupDoc[], Array<ServiceDoc | null>]> {
    const docs = await this.readStore.collection(SIGNUPS).find({ where: { userId }, sort: { createdAt: 1 } });
    return [docs, await Promise.all(docs.map((doc) => this.readStore.collection(SERVICES).get(doc.serviceId)))];
  }
}
