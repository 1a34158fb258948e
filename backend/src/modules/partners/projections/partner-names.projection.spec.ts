import { replay } from '../../../platform/projections/testing/replay';
import { PartnerEvent } from '../domain/partner.events';
import { partnerNamesProjection } from './partner-names.projection';

const registered: PartnerEvent = { type: 'PartnerRegistered', data: { partnerId: 'p', name: 'Kódsuli', origins: ['https://kodsuli.example'], data: ['name'], active: true } };
const renamed = (name: string): PartnerEvent => ({ type: 'PartnerChanged', data: { partnerId: 'p', changes: { name } } });

describe('partner names projection: a site\'s names by day', () => {
  it('starts on the day of the registration and keeps the day\'s last name; other changes add nothing', () => {
    const doc = replay(partnerNamesProjection, [registered, renamed('Kódsuli Plusz'), { type: 'PartnerChanged', data: { partnerId: 'p', changes: { active: false } } }]).get('p');
    // testing/replay.ts records every event on 21 November 2026, a second apart.
    expect(doc?.names).toEqual([{ day: '2026-11-21', name: 'Kódsuli Plusz' }]);
  });
});
