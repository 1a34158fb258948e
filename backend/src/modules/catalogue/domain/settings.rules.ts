import { assignWaitingCodes } from './code-pool';
import { ChangeSettings } from './service.commands';
import * as errors from './catalogue.errors';
import { ServiceEvent } from './service.events';
import { ServiceSettings, SettingsChanges } from './service-settings';
import { ExistingService } from './service.state';
import { slugify } from './slug';

/** SPEC §5: a zero limit means no limit. */
function normalized(changes: SettingsChanges): SettingsChanges {
  const result = { ...changes };
  if (result.name !== undefined) {
    result.name = result.name.trim();
    if (result.name === '') throw errors.nameRequired();
  }
  if (result.limit === 0) result.limit = null;
  if (result.limit !== undefined && result.limit !== null && (!Number.isInteger(result.limit) || result.limit < 0)) throw errors.invalidLimit();
  if (result.subPageUrl !== undefined) result.subPageUrl = result.subPageUrl.trim() === '' ? '' : slugify(result.subPageUrl);
  return result;
}

/** Enabling the sub-page without a URL generates one from the name (SPEC §4). */
function withSubPageUrl(settings: ServiceSettings): ServiceSettings {
  return settings.hasSubPage && settings.subPageUrl === '' ? { ...settings, subPageUrl: slugify(settings.name) } : settings;
}

export function differences(before: ServiceSettings, after: ServiceSettings): SettingsChanges {
  const keys = Object.keys(after) as Array<keyof ServiceSettings>;
  return Object.fromEntries(keys.filter((key) => before[key] !== after[key]).map((key) => [key, after[key]]));
}

/**
 * Only real changes are recorded. Switching a service to coupon codes hands codes to sign-ups that
 * were approved before, if the pool has any.
 */
export function changeSettings(state: ExistingService, { data }: ChangeSettings): ServiceEvent[] {
  const settings = withSubPageUrl({ ...state.settings, ...normalized(data.changes) });
  const changes = differences(state.settings, settings);
  if (Object.keys(changes).length === 0) return [];
  if (changes.subPageUrl && data.takenSubPageUrls.includes(changes.subPageUrl)) throw errors.subPageUrlTaken();
  const codes = changes.type === 1 ? assignWaitingCodes({ ...state, settings }) : [];
  return [{ type: 'ServiceSettingsChanged', data: { serviceId: state.serviceId, changes } }, ...codes];
}
