import { deciderSpec } from '../../../shared/testing/decider-specification';
import { serviceDecider } from './service.decider';
import { CopyService } from './service.commands';
import { DEFAULT_SETTINGS, ServiceSettings } from './service-settings';
import { copyName, copyUrl } from './copy.rules';
import * as f from './testing/fixtures';

const spec = deciderSpec(serviceDecider);
const source: ServiceSettings = {
  ...DEFAULT_SETTINGS,
  name: 'Robotika',
  description: 'Kártya szövege',
  text: '<p>Hosszú</p>',
  image: 'kep.png',
  active: true,
  hidden: false,
  limit: 12,
  type: 1,
  codeTableName: 'Kódok',
  hasSubPage: true,
  subPageUrl: 'robotika',
  subPageText: '<p>Tananyag</p>',
};
const file = { fileId: 'f2', filename: 'a.pdf', size: 10, contentType: 'application/pdf', image: false };
const copy = (settings: ServiceSettings, more: Partial<CopyService['data']> = {}): CopyService => ({
  type: 'CopyService',
  data: { serviceId: f.S, copiedFrom: 's0', settings, files: [], takenSubPageUrls: ['robotika'], ...more },
});
const createdAsCopy = (name: string) => ({ type: 'ServiceCreated' as const, data: { serviceId: f.S, name, createdAt: f.AT, copiedFrom: 's0' } });

describe('copying a service', () => {
  it('creates a new service that records its source, with the settings, texts and sub-page; inactive and hidden', () =>
    spec.given([]).when(copy(source, { files: [file] })).then([
      createdAsCopy('Robotika (másolat)'),
      f.settings({
        description: 'Kártya szövege', text: '<p>Hosszú</p>', image: 'kep.png', limit: 12, type: 1, codeTableName: 'Kódok',
        hasSubPage: true, subPageUrl: 'robotika-masolat', subPageText: '<p>Tananyag</p>',
      }),
      { type: 'ServiceFileAdded', data: { ...file, serviceId: f.S, uploadedAt: f.AT } },
    ]));
  it('records no settings change when the source has only the defaults', () =>
    spec.given([]).when(copy({ ...DEFAULT_SETTINGS, name: 'Üres' })).then([createdAsCopy('Üres (másolat)')]));
  it('refuses an id already taken', () =>
    spec.given([f.created]).when(copy(source)).thenThrows('SERVICE_EXISTS'));
  it('starts without sign-ups, waitlist or coupon codes: the copy is open to its first sign-up', () =>
    spec
      .given([createdAsCopy('Robotika (másolat)'), f.settings({ active: true, hidden: false, limit: 1 })])
      .when(f.signUp('u1'))
      .then([f.signedUp('u1')]));
});

describe('the name and the sub-page URL of a copy', () => {
  it('adds the suffix to the name, shortening a long name so the copy still fits the form', () => {
    expect(copyName('Robotika')).toBe('Robotika (másolat)');
    expect(copyName('x'.repeat(200))).toHaveLength(200);
    expect(copyName('x'.repeat(200)).endsWith(' (másolat)')).toBe(true);
  });
  it('gives the sub-page a URL no other service has; none when the source had none', () => {
    expect(copyUrl('robotika', ['robotika'])).toBe('robotika-masolat');
    expect(copyUrl('robotika', ['robotika', 'robotika-masolat', 'robotika-masolat-2'])).toBe('robotika-masolat-3');
    expect(copyUrl('', [])).toBe('');
  });
});
