import { Injectable } from '@nestjs/common';
import { CompanyApplicationView } from '../../../contract/companies';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { COMPANIES } from '../projections/companies.projection';

/** The company applications staff review (/klub/admin/cegek). */
@Injectable()
export class CompanyApplications {
  constructor(private readonly readStore: ReadStore) {}

  /** SPEC §3 company application fields, newest first. */
  async list(): Promise<CompanyApplicationView[]> {
    const docs = await this.readStore.collection(COMPANIES).find({ sort: { createdAt: -1 } });
    return docs.map((doc) => ({
      id: doc._id,
      name: doc.name,
      website: doc.website,
      zip: doc.zip,
      city: doc.city,
      contactName: doc.contactName,
      contactEmail: doc.contactEmail,
      contactPhone: doc.contactPhone,
      activities: doc.activities,
      optionals: doc.optionals,
      teacherCount: doc.teacherCount,
      createdAt: doc.createdAt,
    }));
  }
}
