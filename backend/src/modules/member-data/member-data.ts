import { Injectable } from '@nestjs/common';
import { newWorkbook } from '../../platform/tables/new-workbook';
import { MemberDataExport } from '../../contract/member-data';
import { Clock } from '../../platform/clock/clock';
import { MemberRecord } from '../accounts/public/member-record';
import { MemberSignups } from '../catalogue/public/member-signups';
import { PartnerDirectory } from '../partners/public/member-partner-grants';

const STATUS = { approved: 'jóváhagyva', awaiting: 'jóváhagyásra vár', waitlisted: 'várólistán', rejected: 'elutasítva' } as const;
const BY = { self: 'saját magad', staff: 'munkatárs', system: 'a rendszer' } as const;
const PROFILE_LABELS: Record<string, string> = {
  email: 'E-mail-cím', lastName: 'Vezetéknév', firstName: 'Keresztnév', nickName: 'Becenév', phone: 'Telefonszám', zip: 'Irányítószám',
  city: 'Település', schoolId: 'Iskola azonosítója', schoolOm: 'Iskola OM azonosítója', personalId: 'Oktatási azonosító',
};

/** A member's own data (issue 12): collected from each module's public side, as JSON and as a readable XLSX. */
@Injectable()
export class MemberData {
  constructor(
    private readonly record: MemberRecord,
    private readonly signups: MemberSignups,
    private readonly partners: PartnerDirectory,
    private readonly clock: Clock,
  ) {}

  async export(userId: string): Promise<MemberDataExport> {
    const [profile, signups, partners, history] = await Promise.all([
      this.record.profile(userId),
      this.signups.of(userId),
      this.partners.grantsOf(userId),
      this.record.history(userId),
    ]);
    return { exportedAt: this.clock.now().toISOString(), profile, signups, partners, history };
  }

  async workbook(userId: string): Promise<Buffer> {
    const data = await this.export(userId);
    const book = await newWorkbook();
    const profile = book.addWorksheet('Profil');
    profile.columns = [{ header: 'Adat', key: 'label', width: 28 }, { header: 'Érték', key: 'value', width: 48 }];
    for (const [key, value] of Object.entries(data.profile)) profile.addRow({ label: PROFILE_LABELS[key] ?? key, value: String(value ?? '') });
    const signups = book.addWorksheet('Jelentkezések');
    signups.columns = [
      { header: 'Szolgáltatás', key: 'service', width: 40 }, { header: 'Állapot', key: 'status', width: 20 },
      { header: 'Jelentkezett', key: 'signedUpAt', width: 24 }, { header: 'Döntés', key: 'decidedAt', width: 24 }, { header: 'Kód', key: 'code', width: 20 },
    ];
    for (const signup of data.signups) signups.addRow({ ...signup, status: STATUS[signup.status], code: signup.code ?? '' });
    const partners = book.addWorksheet('Kapcsolt oldalak');
    partners.columns = [{ header: 'Oldal', key: 'name', width: 32 }, { header: 'Megkapja', key: 'data', width: 32 }, { header: 'Engedélyezve', key: 'grantedAt', width: 24 }];
    for (const grant of data.partners) partners.addRow({ ...grant, data: grant.data.join(', ') });
    const history = book.addWorksheet('Előzmények');
    history.columns = [{ header: 'Esemény', key: 'event', width: 32 }, { header: 'Időpont', key: 'at', width: 24 }, { header: 'Ki', key: 'by', width: 16 }];
    for (const entry of data.history) history.addRow({ ...entry, by: BY[entry.by] });
    for (const sheet of book.worksheets) sheet.getRow(1).font = { bold: true };
    return Buffer.from(await book.xlsx.writeBuffer());
  }
}
