import { Injectable } from '@nestjs/common';
import { SubPageView } from '../../../contract/member-services';
import { SessionUser } from '../../../platform/auth/session';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { unauthenticated } from '../../../shared/platform-errors';
import { notSignedUp, subPageNotFound } from '../domain/catalogue.errors';
import { statusHoldsSeat } from '../domain/seats';
import { SERVICES, ServiceDoc } from '../projections/services.projection';
import { SIGNUPS, signupId } from '../projections/signups.projection';
import { toFileView } from './admin-service-view';

/**
 * Who may read a sub-page and its files: anyone when public; otherwise admins and members whose
 * sign-up holds a seat (approved or awaiting approval), else 401 anonymous, 403 naming the service.
 */
@Injectable()
export class SubPages {
  constructor(private readonly readStore: ReadStore) {}

  async find(subPageUrl: string): Promise<ServiceDoc> {
    const doc = await this.readStore.collection(SERVICES).findOne({ subPageUrl, hasSubPage: true, archived: false });
    if (!doc || subPageUrl === '') throw subPageNotFound();
    return doc;
  }

  async assertReadable(doc: ServiceDoc, viewer: SessionUser | null): Promise<void> {
    if (doc.subPagePublic) return;
    if (!viewer) throw unauthenticated();
    if (viewer.admin) return;
    const signup = await this.readStore.collection(SIGNUPS).get(signupId(doc._id, viewer.id));
    if (!signup || !statusHoldsSeat(signup.status)) throw notSignedUp({ name: doc.name, id: doc._id });
  }

  async view(subPageUrl: string, viewer: SessionUser | null): Promise<SubPageView> {
    const doc = await this.find(subPageUrl);
    await this.assertReadable(doc, viewer);
    return { id: doc._id, name: doc.name, content: doc.subPageText, public: doc.subPagePublic, files: doc.files.map(toFileView) };
  }
}
