import { Injectable } from '@nestjs/common';
import { MySignupView } from '../../../contract/member-services';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { SERVICES, ServiceDoc } from '../projections/services.projection';
import { SIGNUPS, SignupDoc } from '../projections/signups.projection';

/**
 * The place of a waitlisted sign-up in the order seats are filled (domain/seats.ts waitlistInOrder:
 * priority first where the service offers it, then oldest first; the read model's sign-up time stands
 * for the log's order), 1 at the head.
 */
async function waitlistPosition(store: ReadStore, service: ServiceDoc, signup: SignupDoc): Promise<number> {
  const waiting = await store.collection(SIGNUPS).find({ where: { serviceId: service._id, status: 'waitlisted' }, sort: { createdAt: 1 } });
  const rank = (row: SignupDoc) => (service.waitlistPriorityAvailable && row.waitlistPriority ? 0 : 1);
  const ahead = waiting.filter((row) => rank(row) < rank(signup) || (rank(row) === rank(signup) && row.createdAt < signup.createdAt));
  return ahead.length + 1;
}

/**
 * GET /api/services/mine: the signed-in member's own sign-ups for the club home's "Jelentkezéseim"
 * (issue 41 §9). Read by the session's user id only, so nobody else's sign-ups can be asked for.
 */
@Injectable()
export class MySignups {
  constructor(private readonly readStore: ReadStore) {}

  async of(userId: string): Promise<MySignupView[]> {
    const signups = await this.readStore.collection(SIGNUPS).find({ where: { userId }, sort: { createdAt: 1 } });
    const rows = await Promise.all(
      signups.map(async (signup) => {
        const service = await this.readStore.collection(SERVICES).get(signup.serviceId);
        return service && !service.archived ? this.viewOf(service, signup) : null;
      }),
    );
    return rows.filter((row): row is MySignupView => row !== null);
  }

  private async viewOf(service: ServiceDoc, signup: SignupDoc): Promise<MySignupView> {
    return {
      serviceId: service._id,
      name: service.name,
      status: signup.status,
      signedUpAt: signup.createdAt,
      waitlistPosition: signup.status === 'waitlisted' ? await waitlistPosition(this.readStore, service, signup) : null,
      // As the card shows it (member-service-view.ts): only an approved sign-up of a code service.
      code: signup.status === 'approved' && service.type === 1 ? (signup.code ?? null) : null,
      subPageUrl: service.hasSubPage && service.subPageUrl ? service.subPageUrl : null,
    };
  }
}
