import type { InsightsView, ReviewMonth } from '@backend/contract/insights';

const COUNTIES = ['Budapest', 'Bács-Kiskun', 'Baranya', 'Békés', 'Borsod-Abaúj-Zemplén', 'Csongrád-Csanád', 'Fejér', 'Győr-Moson-Sopron', 'Hajdú-Bihar', 'Heves', 'Jász-Nagykun-Szolnok', 'Komárom-Esztergom', 'Nógrád', 'Pest', 'Somogy', 'Szabolcs-Szatmár-Bereg', 'Tolna', 'Vas', 'Veszprém', 'Zala'];

const review = (month: string, reviewed: number, medianHours: number | null, p90Hours: number | null): ReviewMonth => ({ month, reviewed, medianHours, p90Hours });

/** The figures of a small club, as GET /api/admin/insights answers them; `asOf` moves the numbers. */
export function insightsView({ asOf = null, applications = 5 }: { asOf?: string | null; applications?: number } = {}): InsightsView {
  return {
    from: '2026-09-01',
    to: asOf ?? '2026-11-27',
    asOf,
    firstDay: '2026-09-01',
    growth: {
      months: [
        { period: '2026-10', start: '2026-10-01', applications: 3, activations: 2, registrations: 2, firstSignups: 1 },
        { period: '2026-11', start: '2026-11-01', applications, activations: 4, registrations: 3, firstSignups: 2 },
      ],
      weeks: [
        { period: '2026-W47', start: '2026-11-16', applications: 2, activations: 1, registrations: 1, firstSignups: 0 },
        { period: '2026-W48', start: '2026-11-23', applications: 1, activations: 2, registrations: 1, firstSignups: 1 },
      ],
      funnel: { applied: 3 + applications, activated: 6, registered: 5, signedUp: 3 },
    },
    reach: {
      counties: COUNTIES.map((county, index) => ({ county, members: county === 'Budapest' ? 4 : index % 3 })),
      unknownCounty: 1,
      schoolLevels: [
        { level: 'altalanosIskola', members: 3 },
        { level: 'gimnazium', members: 4 },
        { level: 'szakgimnazium', members: 2 },
        { level: 'szakmaiTargy', members: 1 },
        { level: 'felsooktatas', members: 0 },
      ],
    },
    review: {
      applications: [review('2026-10', 2, 26, 40.5), review('2026-11', 4, 12.5, 30)],
      signups: [review('2026-11', 3, 4, 9)],
    },
    services: [
      { serviceId: 's1', name: 'Mentorálás', limit: 5, seatsTaken: 5, waitlist: 2, promotions: 1, withdrawals: 1, rejections: 1 },
      { serviceId: 's2', name: 'Webinárium', limit: null, seatsTaken: 7, waitlist: 0, promotions: 0, withdrawals: 0, rejections: 0 },
    ],
    partners: [
      { partnerId: 'p1', name: 'Akadémia', signIns: 6, newConsents: 2, months: [{ month: '2026-10', signIns: 2, newConsents: 1 }, { month: '2026-11', signIns: 4, newConsents: 1 }] },
    ],
  };
}
