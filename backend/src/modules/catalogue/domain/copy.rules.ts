import { DecisionMeta } from '../../../shared/decider';
import { CopyService } from './service.commands';
import { ServiceEvent } from './service.events';
import { DEFAULT_SETTINGS, ServiceSettings } from './service-settings';
import { differences } from './settings.rules';

export const COPY_SUFFIX = ' (másolat)';
/** The edit form takes a name of at most this many characters: the copy's name must still save. */
const MAX_NAME_LENGTH = 200;
const URL_SUFFIX = '-masolat';

/** "Robotika (másolat)", the source's name shortened if the suffix would not fit. */
export const copyName = (name: string) => `${name.slice(0, MAX_NAME_LENGTH - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;

/** "robotika-masolat", then "-masolat-2", … : sub-page URLs are unique across services. */
export function copyUrl(url: string, taken: readonly string[]): string {
  if (url === '') return '';
  const used = new Set(taken);
  for (let n = 1; ; n += 1) {
    const candidate = `${url}${URL_SUFFIX}${n === 1 ? '' : `-${n}`}`;
    if (!used.has(candidate)) return candidate;
  }
}

/**
 * A copy is a new service with the source's settings, texts and sub-page (its files stored again by
 * the handler), never its sign-ups, waitlist or coupon codes. It starts inactive and hidden, as a new
 * service does, so members meet it only when staff have finished it (docs/decisions/0109).
 */
export function copyService({ data }: CopyService, meta: DecisionMeta): ServiceEvent[] {
  const { serviceId, copiedFrom } = data;
  const name = copyName(data.settings.name);
  const settings: ServiceSettings = { ...data.settings, name, active: false, hidden: true, subPageUrl: copyUrl(data.settings.subPageUrl, data.takenSubPageUrls) };
  const changes = differences({ ...DEFAULT_SETTINGS, name }, settings);
  const uploadedAt = meta.now.toISOString();
  return [
    { type: 'ServiceCreated', data: { serviceId, name, createdAt: uploadedAt, copiedFrom } },
    ...(Object.keys(changes).length > 0 ? [{ type: 'ServiceSettingsChanged' as const, data: { serviceId, changes } }] : []),
    ...data.files.map((file): ServiceEvent => ({ type: 'ServiceFileAdded', data: { ...file, uploadedAt, serviceId } })),
  ];
}
