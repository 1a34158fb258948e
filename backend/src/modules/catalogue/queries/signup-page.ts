import { Injectable } from '@nestjs/common';
import { SignupListQuery, SignupRowView, SignupTotals } from '../../../contract/admin-services';
import { SIGNUP_STATUSES } from '../domain/signup-status';
import { pageWindow } from '../../../platform/http/page-query.dto';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { foldText, searchWords } from '../../../shared/search-text';
import { MemberDirectory } from '../../accounts/public/member-directory';
import { SIGNUPS, SignupDoc } from '../projections/signups.projection';
import { SignupRows } from './signup-rows';

/** SPEC §9: sign-ups oldest first; the read model's index holds each service's rows in this order. */
const OLDEST_FIRST = { createdAt: 1 } as const;

/** Whether the dialog asked for a page (else the SPEC's view, capped). */
export const asksForSignupPage = (query: SignupListQuery): boolean =>
  query.page !== undefined || query.pageSize !== undefined || query.status !== undefined || query.search !== undefined;

export interface SignupSlice {
  items: SignupRowView[];
  /** Every sign-up the filters match. */
  total: number;
  totals: SignupTotals;
}

/**
 * One page of a service's sign-ups (issue 40 §3): filtered by status and paged by the read model's
 * index, so a page costs its rows, not the service's thousands; a search reads the service's own
 * sign-ups and their members' names (its own rows only, never the club's).
 */
@Injectable()
export class SignupPages {
  constructor(
    private readonly readStore: ReadStore,
    private readonly members: MemberDirectory,
    private readonly rows: SignupRows,
  ) {}

  async page(serviceId: string, query: SignupListQuery): Promise<SignupSlice> {
    const where = { serviceId, ...(query.status && { status: query.status }) };
    const { skip, limit } = pageWindow(query);
    const words = searchWords(query.search);
    const signups = this.readStore.collection(SIGNUPS);
    const [found, totals] = await Promise.all([
      words.length === 0
        ? Promise.all([signups.find({ where, sort: OLDEST_FIRST, skip, limit, readOnly: true }), signups.count(where)]).then(([docs, total]) => ({ docs, total }))
        : this.searched(await signups.find({ where, sort: OLDEST_FIRST }), words).then((docs) => ({ docs: docs.slice(skip, skip + limit), total: docs.length })),
      this.totals(serviceId),
    ]);
    return { items: await this.rows.rowsOf(found.docs), total: found.total, totals };
  }

  /** The sign-ups whose member's full name or e-mail holds every word. */
  private async searched(docs: SignupDoc[], words: string[]): Promise<SignupDoc[]> {
    const members = await this.members.byIds(docs.map((doc) => doc.userId));
    return docs.filter((doc) => {
      const member = members.get(doc.userId);
      const text = member ? foldText(`${member.fullName} ${member.email}`) : '';
      return member !== undefined && words.every((word) => text.includes(word));
    });
  }

  private async totals(serviceId: string): Promise<SignupTotals> {
    const signups = this.readStore.collection(SIGNUPS);
    const [all, ...counts] = await Promise.all([signups.count({ serviceId }), ...SIGNUP_STATUSES.map((status) => signups.count({ serviceId, status }))]);
    const [approved, awaiting, waitlisted, rejected] = counts;
    return { all, approved, awaiting, waitlisted, rejected };
  }
}
