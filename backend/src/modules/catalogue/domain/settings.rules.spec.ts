import { deciderSpec } from '../../../shared/testing/decider-specification';
import { serviceDecider } from './service.decider';
import { SettingsChanges } from './service-settings';
import { slugify } from './slug';
import * as f from './testing/fixtures';

const spec = deciderSpec(serviceDecider);
const change = (changes: SettingsChanges, takenSubPageUrls: string[] = []) => ({ type: 'ChangeSettings' as const, data: { changes, takenSubPageUrls } });

describe('creating a service', () => {
  it('starts hidden and inactive under the default name', () => {
    spec.given([]).when({ type: 'CreateService', data: { serviceId: f.S } }).then([f.created]);
    spec.given([f.created]).when({ type: 'CreateService', data: { serviceId: f.S } }).thenThrows('SERVICE_EXISTS');
  });
});

describe('editing a service (SPEC §4)', () => {
  it('records only the fields that really changed; no change appends nothing', () => {
    spec.given([f.created]).when(change({ name: 'Webinárium', active: false, limit: 20 })).then([f.settings({ name: 'Webinárium', limit: 20 })]);
    spec.given([f.created]).when(change({ active: false, hidden: true })).then([]);
  });
  it('turns a zero limit into no limit (SPEC §5)', () => spec.given([f.created, f.settings({ limit: 5 })]).when(change({ limit: 0 })).then([f.settings({ limit: null })]));
  it('refuses an empty name and a negative limit', () => {
    spec.given([f.created]).when(change({ name: '  ' })).thenThrows('SERVICE_NAME_REQUIRED');
    spec.given([f.created]).when(change({ limit: -1 })).thenThrows('INVALID_LIMIT');
  });
  it('turns a typed sub-page URL into a slug', () =>
    spec.given([f.created]).when(change({ hasSubPage: true, subPageUrl: 'Őszi Tábor, 2026!' })).then([f.settings({ hasSubPage: true, subPageUrl: 'oszi-tabor-2026' })]));
  it('generates the URL from the name when the sub-page is enabled without one', () =>
    spec.given([f.created, f.settings({ name: 'Python Alapok' })]).when(change({ hasSubPage: true })).then([f.settings({ hasSubPage: true, subPageUrl: 'python-alapok' })]));
  it('refuses a URL another service uses with SUBPAGE_URL_TAKEN', () =>
    spec.given([f.created]).when(change({ hasSubPage: true, subPageUrl: 'python' }, ['python'])).thenThrows('SUBPAGE_URL_TAKEN'));
  it('keeps seats when the limit is lowered below the seats taken', () =>
    spec.given([...f.open(3), f.signedUp('u1'), f.signedUp('u2')]).when(change({ limit: 1 })).then([f.settings({ limit: 1 })]));
});

describe('files of a service', () => {
  const upload = { fileId: 'f1', filename: 'feladatlap.pdf', size: 2048, contentType: 'application/pdf', image: false };
  const file = { ...upload, uploadedAt: f.AT };
  it('lists an uploaded file, stamped with the time of the upload, and removes it again', () => {
    spec.given([f.created]).when({ type: 'AddFile', data: upload }).then([{ type: 'ServiceFileAdded', data: { ...file, serviceId: f.S } }]);
    spec
      .given([f.created, { type: 'ServiceFileAdded', data: { ...file, serviceId: f.S } }])
      .when({ type: 'RemoveFile', data: { fileId: 'f1' } })
      .then([{ type: 'ServiceFileRemoved', data: { serviceId: f.S, fileId: 'f1' } }]);
  });
  it('answers FILE_NOT_FOUND for an unknown file', () => spec.given([f.created]).when({ type: 'RemoveFile', data: { fileId: 'x' } }).thenThrows('FILE_NOT_FOUND'));
});

describe('slugs (SPEC §4, §9)', () => {
  it.each([
    ['Új szolgáltatás', 'uj-szolgaltatas'],
    ['Árvíztűrő tükörfúrógép', 'arvizturo-tukorfurogep'],
    ['  C# & .NET -- alapok  ', 'c-net-alapok'],
    ['!!!', 'uj-szolgaltatas'],
    ['', 'uj-szolgaltatas'],
  ])('%s → %s', (text, slug) => expect(slugify(text)).toBe(slug));
});
