import { deciderSpec } from '../../../shared/testing/decider-specification';
import { partnerDecider } from './partner.decider';
import { PartnerEvent } from './partner.events';
import { canonicalOrigin, originOfPage } from './partner.types';

const spec = deciderSpec(partnerDecider);
const settings = { name: 'Kódkert Akadémia', origins: ['https://akademia.example'], data: ['name' as const, 'email' as const], active: true };
const registered: PartnerEvent = { type: 'PartnerRegistered', data: { partnerId: 'p1', ...settings } };

describe('partners', () => {
  it('registers a partner with its origins and the data it may receive, in SPEC order', () =>
    spec
      .given([])
      .when({ type: 'RegisterPartner', data: { partnerId: 'p1', ...settings, origins: ['https://akademia.example/', 'https://akademia.example'], data: ['email', 'name'] } })
      .then([registered]));

  it('refuses an origin with a path, a wildcard, another scheme or nothing at all', () => {
    for (const origins of [['https://a.example/belepes'], ['https://*.example'], ['ftp://a.example'], ['a.example'], []]) {
      spec.given([]).when({ type: 'RegisterPartner', data: { partnerId: 'p1', ...settings, origins } }).thenThrows('VALIDATION_FAILED');
    }
  });

  it('refuses an empty name and a second registration', () => {
    spec.given([]).when({ type: 'RegisterPartner', data: { partnerId: 'p1', ...settings, name: ' ' } }).thenThrows('VALIDATION_FAILED');
    spec.given([registered]).when({ type: 'RegisterPartner', data: { partnerId: 'p1', ...settings } }).thenThrows('PARTNER_EXISTS');
  });

  it('records only the settings that change', () => {
    spec.given([registered]).when({ type: 'ChangePartner', data: { name: 'Kódkert Akadémia', active: false } }).then([{ type: 'PartnerChanged', data: { partnerId: 'p1', changes: { active: false } } }]);
    spec.given([registered]).when({ type: 'ChangePartner', data: { ...settings } }).then([]);
    spec.given([]).when({ type: 'ChangePartner', data: { active: false } }).thenThrows('PARTNER_NOT_FOUND');
  });
});

describe('origins', () => {
  it.each([
    ['https://akademia.example', 'https://akademia.example'],
    ['HTTPS://Akademia.Example/', 'https://akademia.example'],
    ['http://localhost:4000', 'http://localhost:4000'],
    ['https://akademia.example:443', null],
    ['https://akademia.example/path', null],
    ['https://user@akademia.example', null],
    ['https://akademia.example?x=1', null],
    ['javascript:alert(1)', null],
  ])('%s → %s', (text, expected) => expect(canonicalOrigin(text)).toBe(expected));

  it('takes the origin of a page URL', () => {
    expect(originOfPage('https://akademia.example:8443/belepes?x=1')).toBe('https://akademia.example:8443');
    expect(originOfPage('nem url')).toBeNull();
    expect(originOfPage('data:text/html,x')).toBeNull();
  });
});
