import type { Workbook } from 'exceljs';
import type { MemberDataProfile, MemberDataSignup } from '../../contract/member-data';
import { Clock } from '../../platform/clock/clock';
import { readBack as open, rowsOf, widened } from '../../platform/tables/testing/read-back';
import { AccountHistoryEntry, MemberRecord } from '../accounts/public/member-record';
import { MEMBER_HISTORY_CODES } from '../accounts/public/member-words';
import { MemberSignups } from '../catalogue/public/member-signups';
import { MemberPartnerGrants } from '../partners/public/member-partner-grants';
import { MemberData } from './member-data';

const MEMBER_ID = '5f0c6a52-8d3e-4f61-9a7b-2c4e1d9b7a10';
const PARTNER_ID = '0b6f2c8e-3a41-4d7e-8f52-9e1a7c3d5b24';
/** 21:05 in Budapest on a winter evening, 12:00 on a summer day: both clocks Budapest keeps. */
const WINTER = '2026-11-26T20:05:00.000Z';
const SUMMER = '2026-07-01T10:00:00.000Z';

const profile: MemberDataProfile = {
  email: 'kiss.anna@example.org', lastName: 'Kiss', firstName: 'Anna', nickName: 'Panni', phone: '+36 30 123 4567', zip: '6720', city: 'Szeged',
  school: { om: '900001', name: 'Példa Gimnázium', city: 'Szeged' }, schoolOm: '900001', personalId: '71234567897',
  altalanosIskola: false, gimnazium: true, szakgimnazium: true, szakmaiTargy: true, idenErettsegi: false, felsooktatas: false, needsProfileCheck: true,
};

const signups: MemberDataSignup[] = [
  { service: 'Python alapok', status: 'approved', signedUpAt: SUMMER, decidedAt: WINTER, waitlistPriority: false, code: 'PY-2026', radioAnswer: 2, radioAnswerText: 'Délután' },
  { service: 'Robotika szakkör', status: 'awaiting', signedUpAt: WINTER, decidedAt: null, waitlistPriority: false, code: null, radioAnswer: null, radioAnswerText: null },
  { service: 'Webinárium', status: 'waitlisted', signedUpAt: WINTER, decidedAt: null, waitlistPriority: true, code: null, radioAnswer: 4, radioAnswerText: null },
  { service: 'Mesterséges intelligencia az órán', status: 'rejected', signedUpAt: SUMMER, decidedAt: WINTER, waitlistPriority: false, code: null, radioAnswer: null, radioAnswerText: null },
];

/** Every code the history knows, in order, by each kind of actor; the consents name a partner by id. */
const history: AccountHistoryEntry[] = MEMBER_HISTORY_CODES.map((code, index) => ({
  code,
  at: index % 2 ? SUMMER : WINTER,
  by: (['self', 'staff', 'system'] as const)[index % 3],
  partnerId: code.startsWith('partner.') ? PARTNER_ID : null,
}));

const grants = [
  { name: 'Kódkert Akadémia', data: ['name', 'email', 'school', 'city'], grantedAt: WINTER },
  { name: 'Névtelen Labor', data: [], grantedAt: SUMMER },
];

function memberData(partnerNames = new Map([[PARTNER_ID, 'Kódkert Akadémia']]), lists = { signups, grants }): MemberData {
  const record = { profile: async () => profile, history: async () => history } as unknown as MemberRecord;
  const memberSignups = { of: async () => lists.signups } as unknown as MemberSignups;
  const partners = {
    of: async () => lists.grants,
    names: async () => partnerNames,
  } as unknown as MemberPartnerGrants;
  const clock: Clock = { now: () => new Date(WINTER) };
  return new MemberData(record, memberSignups, partners, clock);
}

const readBack = async (): Promise<Workbook> => open(await memberData().workbook(MEMBER_ID));

const BUDAPEST_MOMENT = /^\d{4}\. (január|február|március|április|május|június|július|augusztus|szeptember|október|november|december) \d{1,2}\. \d{1,2}:\d{2}$/;

describe("a member's own data as a workbook for people (issue 21)", () => {
  it('names its sheets and columns in Hungarian', async () => {
    const book = await readBack();
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Profil', 'Jelentkezések', 'Kapcsolt oldalak', 'Előzmények']);
    expect(rowsOf(book, 'Profil')[0]).toEqual(['Adat', 'Érték']);
    expect(rowsOf(book, 'Jelentkezések')[0]).toEqual(['Szolgáltatás', 'Állapot', 'Jelentkezés ideje', 'Döntés ideje', 'Elsőbbséget kértél', 'Válaszod', 'Kuponkód']);
    expect(rowsOf(book, 'Kapcsolt oldalak')[0]).toEqual(['Partneroldal', 'Amit megkap rólad', 'Hozzájárulás ideje']);
    expect(rowsOf(book, 'Előzmények')[0]).toEqual(['Időpont', 'Esemény', 'Ki végezte']);
  });

  it('shows the profile as the profile form labels it: the school by name and OM id, every flag igen or nem', async () => {
    expect(rowsOf(await readBack(), 'Profil').slice(1)).toEqual([
      ['A letöltés időpontja', '2026. november 26. 21:05'],
      ['Vezetéknév', 'Kiss'],
      ['Keresztnév', 'Anna'],
      ['Becenév', 'Panni'],
      ['E-mail-cím', 'kiss.anna@example.org'],
      ['Telefonszám', '+36 30 123 4567'],
      ['Irányítószám', '6720'],
      ['Település', 'Szeged'],
      ['Iskola', 'Példa Gimnázium, Szeged (OM 900001)'],
      ['Iskola OM azonosítója', '900001'],
      ['Oktatási azonosító', '71234567897'],
      ['Általános iskola', 'nem'],
      ['Gimnázium', 'igen'],
      ['Technikum', 'igen'],
      ['Szakmai tárgyat tanítok', 'igen'],
      ['Idén érettségiztetek', 'nem'],
      ['Felsőoktatás', 'nem'],
      ['Adategyeztetés kérve', 'igen'],
    ]);
  });

  it('lists services by name, their state in words, times in Budapest time and the answer in its words', async () => {
    expect(widened(rowsOf(await readBack(), 'Jelentkezések').slice(1), 7)).toEqual([
      ['Python alapok', 'jóváhagyva', '2026. július 1. 12:00', '2026. november 26. 21:05', 'nem', 'Délután', 'PY-2026'],
      ['Robotika szakkör', 'jóváhagyásra vár', '2026. november 26. 21:05', '', 'nem', '', ''],
      ['Webinárium', 'várólistán', '2026. november 26. 21:05', '', 'igen', '4. válasz', ''],
      ['Mesterséges intelligencia az órán', 'elutasítva', '2026. július 1. 12:00', '2026. november 26. 21:05', 'nem', '', ''],
    ]);
  });

  it('says so where a member has no sign-up and no partner site, rather than leaving a sheet empty', async () => {
    const book = await open(await memberData(undefined, { signups: [], grants: [] }).workbook(MEMBER_ID));
    expect(rowsOf(book, 'Jelentkezések').slice(1)).toEqual([['Még nem jelentkeztél szolgáltatásra.']]);
    expect(rowsOf(book, 'Kapcsolt oldalak').slice(1)).toEqual([['Egy partneroldalnak sem engedélyezted, hogy a klubfiókoddal beléptessen.']]);
  });

  it("names each partner site and what it receives in the member's words", async () => {
    expect(rowsOf(await readBack(), 'Kapcsolt oldalak').slice(1)).toEqual([
      ['Kódkert Akadémia', 'teljes neved, e-mail-címed, iskolád neve, településed', '2026. november 26. 21:05'],
      ['Névtelen Labor', 'csak egy azonosítót kap', '2026. július 1. 12:00'],
    ]);
  });

  it('tells the history as sentences, the consents with the partner by name, staff never named', async () => {
    const rows = rowsOf(await readBack(), 'Előzmények').slice(1);
    expect(rows.map(([, event]) => event)).toEqual([
      'Fiók létrehozva',
      'Jelentkezés beküldve',
      'Fiók létrehozva importálással',
      'Jelentkezés kiegészítve',
      'Fiók aktiválva',
      'Jelszó beállítva',
      'Fiók letiltva',
      'Jelszó módosítva',
      'Új jelszó kérve',
      'Új jelszó beállítva',
      'Profil módosítva',
      'Adategyeztetés kérve',
      'Személyes adatok módosítva',
      'Hozzájárulás megadva: Kódkert Akadémia',
      'Hozzájárulás visszavonva: Kódkert Akadémia',
      'Kijelentkezés minden eszközön',
      'E-mail-cím módosítva',
    ]);
    expect(rows.slice(0, 3).map(([at, , by]) => [at, by])).toEqual([
      ['2026. november 26. 21:05', 'te magad'],
      ['2026. július 1. 12:00', 'a klub munkatársa'],
      ['2026. november 26. 21:05', 'a rendszer'],
    ]);
  });

  it('holds no id, no code or event name, no English state and no raw timestamp in any cell', async () => {
    const book = await readBack();
    const cells = book.worksheets.flatMap((sheet) => rowsOf(book, sheet.name).flat()).filter((cell) => cell !== '');
    const english = [
      ...MEMBER_HISTORY_CODES, 'SignedUp', 'TeacherApplied', 'UserActivated', 'PartnerConsentGranted', 'approved', 'awaiting', 'waitlisted',
      'rejected', 'self', 'staff', 'system', 'true', 'false', 'schoolId', 'partnerId', 'szakgimnazium', 'needsProfileCheck', 'null', 'undefined',
    ];
    for (const cell of cells) {
      expect([cell, /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(cell)]).toEqual([cell, false]);
      expect([cell, /[0-9a-f]{8}-[0-9a-f]{4}-/i.test(cell)]).toEqual([cell, false]);
      expect([cell, english.some((word) => new RegExp(`\\b${word.replace('.', '\\.')}\\b`).test(cell))]).toEqual([cell, false]);
    }
    const moments = cells.filter((cell) => /^\d{4}\. /.test(cell));
    expect(moments.length).toBeGreaterThan(20);
    for (const moment of moments) expect(moment).toMatch(BUDAPEST_MOMENT);
  });
});

describe("a member's own data for programs (issue 21)", () => {
  it('keeps stable codes and ISO instants, words each history entry and names its partner instead of its id', async () => {
    const data = await memberData().export(MEMBER_ID);
    expect(data.exportedAt).toBe(WINTER);
    expect(data.signups[0]).toMatchObject({ status: 'approved', signedUpAt: SUMMER, decidedAt: WINTER });
    const granted = data.history.find((entry) => entry.code === 'partner.consent_granted');
    expect(granted).toEqual({ code: 'partner.consent_granted', text: 'Hozzájárulás megadva: Kódkert Akadémia', at: SUMMER, by: 'staff', partner: 'Kódkert Akadémia' });
    expect(data.history.find((entry) => entry.code === 'account.activated')).toEqual({ code: 'account.activated', text: 'Fiók aktiválva', at: WINTER, by: 'staff', partner: null });
    expect(JSON.stringify(data)).not.toContain(PARTNER_ID);
  });

  it('words a consent whose partner the club no longer knows without its id', async () => {
    const data = await memberData(new Map()).export(MEMBER_ID);
    expect(data.history.find((entry) => entry.code === 'partner.consent_revoked')).toMatchObject({ text: 'Hozzájárulás visszavonva: ismeretlen partneroldal', partner: null });
    expect(JSON.stringify(data)).not.toContain(PARTNER_ID);
  });
});
