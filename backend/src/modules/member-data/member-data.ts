import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { MemberDataExport, MemberDataHistoryEntry } from '../../contract/member-data';
import { Clock } from '../../platform/clock/clock';
import { AccountHistoryEntry, MemberRecord } from '../accounts/public/member-record';
import { memberHistorySentence } from '../accounts/public/member-words';
import { MemberSignups } from '../catalogue/public/member-signups';
import { MemberPartnerGrants } from '../partners/public/member-partner-grants';
import { memberDataWorkbook } from './member-data-workbook';

/**
 * A member's own data (issues 12 and 21): collected from each module's public side, which answers by
 * name and code, never by internal id; as JSON for programs and as a workbook for people.
 */
@Injectable()
export class MemberData {
  constructor(
    private readonly record: MemberRecord,
    private readonly signups: MemberSignups,
    private readonly partners: MemberPartnerGrants,
    private readonly clock: Clock,
  ) {}

  async export(userId: string): Promise<MemberDataExport> {
    const [profile, signups, partners, history, partnerNames] = await Promise.all([
      this.record.profile(userId),
      this.signups.of(userId),
      this.partners.of(userId),
      this.record.history(userId),
      this.partners.names(),
    ]);
    return { exportedAt: this.clock.now().toISOString(), profile, signups, partners, history: history.map((entry) => worded(entry, partnerNames)) };
  }

  async workbook(userId: string): Promise<Readable> {
    return memberDataWorkbook(await this.export(userId));
  }
}

/** A history entry with its sentence, and the partner it mentions by name instead of by id. */
function worded({ code, at, by, partnerId }: AccountHistoryEntry, partnerNames: ReadonlyMap<string, string>): MemberDataHistoryEntry {
  const partner = partnerId === null ? null : (partnerNames.get(partnerId) ?? null);
  return { code, text: memberHistorySentence(code, partner), at, by, partner };
}
