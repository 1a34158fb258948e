import type { PartnerInsight } from '../../../contract/insights';
import { onDay } from '../../../shared/by-day';
import { monthOf, periodsBetween } from '../../../shared/calendar-periods';
import { sliceClock } from '../../../shared/sliced';
import type { PartnerNamesDoc, PartnerSignInsDoc } from '../../partners/public/partner-insights';
import { countsIn, InsightsRange, standingDay } from './insights-range';

const hungarian = new Intl.Collator('hu');

/**
 * Every partner site there was at the end of the figures' day, by its name then: sign-ins and new
 * consents within the range, and per month. The members' sign-ins are walked once, in slices that yield.
 */
export async function partnerFigures(partners: readonly PartnerNamesDoc[], members: AsyncIterable<PartnerSignInsDoc>, range: InsightsRange): Promise<PartnerInsight[]> {
  const monthsOfRange = periodsBetween('month', range.from, range.to).map((p) => p.period);
  const counts = new Map<string, Map<string, { signIns: number; newConsents: number }>>();
  const clock = sliceClock();
  for await (const member of members) {
    for (const { partnerId, day, newConsent } of member.signIns) {
      if (!countsIn(range, day)) continue;
      const byMonth = counts.get(partnerId) ?? new Map<string, { signIns: number; newConsents: number }>();
      counts.set(partnerId, byMonth);
      const month = byMonth.get(monthOf(day)) ?? { signIns: 0, newConsents: 0 };
      byMonth.set(monthOf(day), month);
      month.signIns += 1;
      if (newConsent) month.newConsents += 1;
    }
    await clock.pause();
  }
  const until = standingDay(range);
  return partners
    .flatMap((partner) => {
      const named = onDay(partner.names, until);
      return named ? [{ partnerId: partner._id, name: named.name }] : [];
    })
    .sort((a, b) => hungarian.compare(a.name, b.name))
    .map(({ partnerId, name }) => {
      const months = monthsOfRange.map((month) => ({ month, ...(counts.get(partnerId)?.get(month) ?? { signIns: 0, newConsents: 0 }) }));
      return {
        partnerId,
        name,
        signIns: months.reduce((sum, m) => sum + m.signIns, 0),
        newConsents: months.reduce((sum, m) => sum + m.newConsents, 0),
        months,
      };
    });
}
