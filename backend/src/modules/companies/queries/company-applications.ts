import { Injectable } from '@nestjs/common';
import { CompanyApplicationView, CompanyPage } from '../../../contract/companies';
import type { PageQuery } from '../../../contract/common';
import { pageWindow } from '../../../platform/http/page-query.dto';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { COMPANIES, CompanyDoc } from '../projections/companies.projection';

/** The company applications staff review (/klub/admin/cegek). */
@Injectable()
export class CompanyApplications {
  constructor(private readonly readStore: ReadStore) {}

  /** A page of them in SPEC §3 fields, newest first, with how many there are. */
  async page(query: PageQuery): Promise<CompanyPage> {
    const { page, pageSize, skip, limit } = pageWindow(query);
    const companies = this.readStore.collection(COMPANIES);
    const [docs, total] = await Promise.all([companies.find({ sort: { createdAt: -1 }, skip, limit }), companies.count()]);
    return { items: docs.map(toView), total, page, pageSize };
  }
}

function toView(doc: CompanyDoc): CompanyApplicationView {
  return {
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
  };
}
