import { USER_EVENT_TYPES } from '../../modules/accounts/domain/user.events';
import { DEFAULT_SETTINGS } from '../../modules/catalogue/domain/service-settings';
import { SERVICE_EVENT_TYPES } from '../../modules/catalogue/domain/service.events';
import { MATERIAL_TYPES } from '../../modules/materials/domain/material.types';
import { PARTNER_EVENT_TYPES } from '../../modules/partners/domain/partner.events';
import { PARTNER_DATA } from '../../modules/partners/domain/partner.types';
import { HISTORY_EVENT_TEXTS } from './audit-texts';
import { fieldLabel, SERVICE_FIELD_LABELS } from './field-labels';
import { MATERIAL_TYPE_TEXTS, PARTNER_DATA_TEXTS } from './field-words';

describe('the registry of field labels and values in words', () => {
  it('labels every setting of a service, and nothing a service does not have', () => {
    expect(Object.keys(SERVICE_FIELD_LABELS).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
  });

  it('calls the fields as the edit forms do (issue 21: "Technikum", not "Szakgimnázium")', () => {
    expect(fieldLabel('member', 'szakgimnazium')).toBe('Technikum');
    expect(fieldLabel('service', 'cancelable')).toBe('Lemondható');
    expect(fieldLabel('service', 'emailSubject')).toBe('Levél, amikor helyet kap – Tárgy');
    expect(fieldLabel('partner', 'origins')).toBe('Engedélyezett címek');
    expect(fieldLabel('category', 'name')).toBe('Kategória neve');
  });

  it('has words for every material type and every piece of data a partner may receive', () => {
    expect(Object.keys(MATERIAL_TYPE_TEXTS)).toEqual([...MATERIAL_TYPES]);
    expect(Object.keys(PARTNER_DATA_TEXTS)).toEqual([...PARTNER_DATA]);
  });

  it('has a text for every event of a member\'s, service\'s or partner\'s history', () => {
    const events = [...USER_EVENT_TYPES, ...SERVICE_EVENT_TYPES, ...PARTNER_EVENT_TYPES];
    expect(events.filter((type) => !HISTORY_EVENT_TEXTS[type])).toEqual([]);
  });
});
