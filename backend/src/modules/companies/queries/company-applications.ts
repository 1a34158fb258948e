import { Injectable } from '@nestjs/common';
import { CompanyApplicationView, CompanyListQuery, CompanyPage } from '../../../contract/companies';
import { pageWindow } from '../../../platform/http/page-query.dto';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { MemberDirectory } from '../../accounts/public/member-directory';
import { companyNotFound } from '../domain/companies.errors';
import { COMPANIES, CompanyDoc } from '../projections/companies.projection';

/** The company applications staff review (/klub/admin/cegek). */
@Injectable()
export class CompanyApplications {
  constructor(
    private readonly readStore: ReadStore,
    private readonly members: MemberDirectory,
  ) {}

  /** A page of them in SPEC §3 fields, newest first (of one status when asked), with how many there are. */
  async page(query: CompanyListQuery): Promise<CompanyPage> {
    const { page, pageSize, skip, limit } = pageWindow(query);
    const companies = this.readStore.collection(COMPANIES);
    const where = query.status ? { status: query.status } : {};
    const [docs, total] = await Promise.all([companies.find({ where, sort: { createdAt: -1 }, skip, limit, readOnly: true }), companies.count(where)]);
    return { items: await this.views(docs), total, page, pageSize };
  }

  /** One application as staff see it after changing it. */
  async get(companyId: string): Promise<CompanyApplicationView> {
    const doc = await this.readStore.collection(COMPANIES).get(companyId);
    if (!doc) throw companyNotFound();
    return (await this.views([doc]))[0];
  }

  /** Only the page's staff are looked up, once each. */
  private async views(docs: CompanyDoc[]): Promise<CompanyApplicationView[]> {
    const staffIds = [...new Set(docs.flatMap((doc) => (doc.statusChangedBy ? [doc.statusChangedBy] : [])))];
    const staff = staffIds.length > 0 ? await this.members.byIds(staffIds) : new Map();
    return docs.map((doc) => toView(doc, doc.statusChangedBy ? (staff.get(doc.statusChangedBy)?.fullName ?? null) : null));
  }
}

function toView(doc: CompanyDoc, changedBy: string | null): CompanyApplicationView {
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
    status: doc.status,
    statusChangedAt: doc.statusChangedAt ?? null,
    statusChangedBy: changedBy,
    note: doc.note,
  };
}
