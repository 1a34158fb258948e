import type { Readable } from 'node:stream';
import type { MemberDataExport, MemberDataProfile } from '../../contract/member-data';
import type { PartnerData } from '../../contract/partners';
import { Sheet, sheetOf, streamedWorkbook } from '../../platform/tables/new-workbook';
import { formatMoment } from '../../shared/budapest-time';
import { yesNo } from '../../shared/i18n/yes-no';
import { MEMBER_ACTOR_TEXTS, TEACHING_LEVEL_TEXTS } from '../accounts/public/member-words';
import { NO_PARTNER_DATA, PARTNER_DATA_MEMBER_TEXTS } from '../partners/public/partner-words';
import { MEMBER_DATA_SHEETS, MEMBER_SIGNUP_STATUS_TEXTS } from './member-data.texts';

const { profile: PROFILE, signups: SIGNUPS, partners: PARTNERS, history: HISTORY } = MEMBER_DATA_SHEETS;
const PARTNER_DATA_WORDS: Record<PartnerData, string> = PARTNER_DATA_MEMBER_TEXTS;

/**
 * A sheet with a bold title row kept in view: `columns` maps each key to its title, widths in characters.
 * A list with nothing in it says so (`empty`), rather than leaving a reader to wonder whether it is missing.
 */
function sheet<T, K extends string>(
  name: string, columns: Record<K, string>, widths: Record<K, number>, items: readonly T[], row: (item: T) => Record<K, string>, empty?: string,
): Sheet {
  const keys = Object.keys(columns) as K[];
  return sheetOf({ name, columns: keys.map((key) => ({ key, header: columns[key], width: widths[key] })), items, row, frozenTitles: true, empty });
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
export function memberDataWorkbook(data: MemberDataExport): Readable {
  const signupWidths = { service: 40, status: 20, signedUpAt: 26, decidedAt: 26, waitlistPriority: 18, answer: 32, code: 20 };
  return streamedWorkbook([
    sheet(PROFILE.name, PROFILE.columns, { label: 28, value: 48 }, profileRows(data), (row) => row),
    sheet(SIGNUPS.name, SIGNUPS.columns, signupWidths, data.signups, (signup) => ({
      service: signup.service,
      status: MEMBER_SIGNUP_STATUS_TEXTS[signup.status],
      signedUpAt: formatMoment(signup.signedUpAt),
      decidedAt: signup.decidedAt ? formatMoment(signup.decidedAt) : '',
      waitlistPriority: yesNo(signup.waitlistPriority),
      answer: signup.radioAnswer === null ? '' : (signup.radioAnswerText ?? SIGNUPS.answerByNumber(signup.radioAnswer)),
      code: signup.code ?? '',
    }), SIGNUPS.empty),
    sheet(PARTNERS.name, PARTNERS.columns, { partner: 32, data: 48, grantedAt: 26 }, data.partners, (grant) => ({
      partner: grant.name,
      data: grant.data.length > 0 ? grant.data.map((item) => PARTNER_DATA_WORDS[item]).join(', ') : NO_PARTNER_DATA,
      grantedAt: formatMoment(grant.grantedAt),
    }), PARTNERS.empty),
    sheet(HISTORY.name, HISTORY.columns, { at: 26, event: 48, by: 20 }, data.history, (entry) => ({ at: formatMoment(entry.at), event: entry.text, by: MEMBER_ACTOR_TEXTS[entry.by] })),
  ]);
}
