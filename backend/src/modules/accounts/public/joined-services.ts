import { Injectable } from '@nestjs/common';
import type { JoinedServiceView } from '../../../contract/admin-users';

type JoinedServicesSource = (userId: string) => Promise<JoinedServiceView[]>;

/**
 * The services a member signed up for, as the admin's user dialog lists them. Sign-ups are the
 * catalogue's, which depends on accounts, so accounts asks through this port and catalogue plugs its
 * reader in at start (catalogue/public/joined-services-source.ts); without catalogue, none are listed.
 */
@Injectable()
export class JoinedServices {
  private source: JoinedServicesSource | null = null;

  provide(source: JoinedServicesSource): void {
    this.source = source;
  }

  of(userId: string): Promise<JoinedServiceView[]> {
    return this.source ? this.source(userId) : Promise.resolve([]);
  }
}
