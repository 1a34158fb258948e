import type { Workbook } from 'exceljs';
import type { MemberDataExport, MemberDataProfile } from '../../contract/member-data';
import type { PartnerData } from '../../contract/partners';
import { newWorkbook } from '../../platform/tables/new-workbook';
import { formatMoment } from '../../shared/budapest-time';
import { yesNo } from '../../shared/i18n/yes-no';
import { MEMBER_ACTOR_TEXTS, TEACHING_LEVEL_TEXTS } from '../accounts/public/member-words';
import { NO_PARTNER_DATA, PARTNER_DATA_MEMBER_TEXTS } from '../partners/public/partner-words';
import { MEMBER_DATA_SHEETS, MEMBER_SIGNUP_STATUS_TEXTS } from './member-data.texts';

const { profile: PROFILE, signups: SIGNUPS, partners: PARTNERS, history: HISTORY } = MEMBER_DATA_SHEETS;
const PARTNER_DATA_WORDS: Record<PartnerData, string> = PARTNER_DATA_MEMBER_TEXTS;

/** A sheet with a bold title row: `columns` maps each key to its title, widths in characters. */
function addSheet<K extends string>(
  book: Workbook, name: string, columns: Record<K, string>, widths: Record<K, number>, rows: Array<Record<K, string>>, empty?: string,
): void {
  const sheet = book.addWorksheet(name);
  sheet.columns = (Object.keys(columns) as K[]).map((key) => ({ key, header: columns[key], width: widths[key] }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  // A list with nothing in it says so, rather than leaving a reader to wonder whether it is missing.
  if (rows.length === 0 && empty) sheet.addRow([empty]);
  else sheet.addRows(rows);
}

/** The profile, one labelled row per field: the school by name, city and OM id, every flag "igen" or "nem". */
function profileRows(data: MemberDataExport): Array<{ label: string; value: string }> {
  const profile: MemberDataProfile = data.profile;
  const { rows } = PROFILE;
  const school = profile.school ? PROFILE.school(profile.school) : PROFILE.noSchool;
  const text: Array<[string, string]> = [
    [rows.exportedAt, formatMoment(data.exportedAt)],
    [rows.lastName, profile.lastName],
    [rows.firstName, profile.firstName],
    [rows.nickName, profile.nickName],
    [rows.email, profile.email],
    [rows.phone, profile.phone],
    [rows.zip, profile.zip],
    [rows.city, profile.city],
    [rows.school, school],
    [rows.schoolOm, profile.schoolOm],
    [rows.personalId, profile.personalId],
  ];
  const levels = Object.keys(TEACHING_LEVEL_TEXTS) as Array<keyof typeof TEACHING_LEVEL_TEXTS>;
  const flags = levels.map((level): [string, string] => [rows[level], yesNo(profile[level])]);
  return [...text, ...flags, [rows.needsProfileCheck, yesNo(profile.needsProfileCheck)]].map(([label, value]) => ({ label, value }));
}

/**
 * "Adataim" as a workbook for people (issue 21): Hungarian sheets and column titles, moments in
 * Budapest time as people write them, states and flags in words, schools, services and partner sites
 * by name, the history as sentences. No id, code name or ISO timestamp reaches a cell.
 */
export async function memberDataWorkbook(data: MemberDataExport): Promise<Buffer> {
  const book = await newWorkbook();
  addSheet(book, PROFILE.name, PROFILE.columns, { label: 28, value: 48 }, profileRows(data));
  const signupWidths = { service: 40, status: 20, signedUpAt: 26, decidedAt: 26, waitlistPriority: 18, answer: 32, code: 20 };
  addSheet(book, SIGNUPS.name, SIGNUPS.columns, signupWidths,
    data.signups.map((signup) => ({
      service: signup.service,
      status: MEMBER_SIGNUP_STATUS_TEXTS[signup.status],
      signedUpAt: formatMoment(signup.signedUpAt),
      decidedAt: signup.decidedAt ? formatMoment(signup.decidedAt) : '',
      waitlistPriority: yesNo(signup.waitlistPriority),
      answer: signup.radioAnswer === null ? '' : (signup.radioAnswerText ?? SIGNUPS.answerByNumber(signup.radioAnswer)),
      code: signup.code ?? '',
    })),
    SIGNUPS.empty,
  );
  addSheet(book, PARTNERS.name, PARTNERS.columns, { partner: 32, data: 48, grantedAt: 26 },
    data.partners.map((grant) => ({
      partner: grant.name,
      data: grant.data.length > 0 ? grant.data.map((item) => PARTNER_DATA_WORDS[item]).join(', ') : NO_PARTNER_DATA,
      grantedAt: formatMoment(grant.grantedAt),
    })),
    PARTNERS.empty,
  );
  addSheet(book, HISTORY.name, HISTORY.columns, { at: 26, event: 48, by: 20 },
    data.history.map((entry) => ({ at: formatMoment(entry.at), event: entry.text, by: MEMBER_ACTOR_TEXTS[entry.by] })),
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}
