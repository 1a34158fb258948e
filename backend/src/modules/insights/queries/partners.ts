import type { PartnerInsight } from '../../../contract/insights';
import { budapestDay } from '../../../shared/budapest-time';
import { monthOf, periodsBetween } from '../../../shared/calendar-periods';
import type { PartnerDoc, PartnerSignInsDoc } from '../../partners/public/partner-insights';
import { InsightsRange, withinRange } from './insights-range';

const hungarian = new Intl.Collator('hu');

/** Every partner site by name: sign-ins and new consents within the range, and per month. */
export function partnerInsights(partners: readonly PartnerDoc[], members: readonly PartnerSignInsDoc[], range: InsightsRange): PartnerInsight[] {
  const signIns = members.flatMap((member) => member.signIns).filter(({ at }) => withinRange(range, at));
  const monthsOfRange = periodsBetween('month', range.from, range.to).map((p) => p.period);
  return [...partners]
    .sort((a, b) => hungarian.compare(a.name, b.name))
    .map((partner) => {
      const own = signIns.filter((signIn) => signIn.partnerId === partner._id);
      return {
        partnerId: partner._id,
        name: partner.name,
        signIns: own.length,
        newConsents: own.filter((signIn) => signIn.newConsent).length,
        months: monthsOfRange.map((month) => {
          const inMonth = own.filter(({ at }) => monthOf(budapestDay(at)) === month);
          return { month, signIns: inMonth.length, newConsents: inMonth.filter((signIn) => signIn.newConsent).length };
        }),
      };
    });
}
