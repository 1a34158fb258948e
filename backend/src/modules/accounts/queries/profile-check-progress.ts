import { Injectable } from '@nestjs/common';
import { ProfileCheckProgress } from '../../../contract/admin-users';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { countProfileChecksDone, countProfileChecksPending } from '../public/member-counts';

/** How a data check staff asked for stands (issue 41 §3): who has saved their profile since, who not yet. */
@Injectable()
export class ProfileCheckProgressQuery {
  constructor(private readonly readStore: ReadStore) {}

  async get(): Promise<ProfileCheckProgress> {
    const [done, pending] = await Promise.all([countProfileChecksDone(this.readStore), countProfileChecksPending(this.readStore)]);
    return { done, pending };
  }
}
