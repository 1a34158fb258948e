import { useState } from 'react';
import { changedFields, settingsOf } from '../../lib/service-form';
import type { AdminServiceView } from '@backend/contract/admin-services';
import type { ServiceSettings } from '@backend/modules/catalogue/domain/service-settings';

export type FieldErrors = Partial<Record<keyof ServiceSettings, string>>;

/** What every section of the edit form gets: the draft, ways to change it, and its field errors. */
export interface DraftProps {
  draft: ServiceSettings;
  change: (patch: Partial<ServiceSettings>) => void;
  /** Applies one of the rules of lib/service-form (blur rules, toggles). */
  apply: (rule: (draft: ServiceSettings) => ServiceSettings) => void;
  errors: FieldErrors;
}

/**
 * The edit dialog's working copy. The settings as loaded are kept apart from the draft, so a
 * refetch (new code counts, a sign-up) never overwrites what the admin is typing.
 */
export function useServiceDraft(service: AdminServiceView | undefined) {
  const [initial, setInitial] = useState<ServiceSettings | null>(null);
  const [draft, setDraft] = useState<ServiceSettings | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  if (service && initial === null) {
    const settings = settingsOf(service);
    setInitial(settings);
    setDraft(settings);
  }

  const changes = initial && draft ? changedFields(initial, draft) : {};
  const clearErrorsOf = (keys: string[]) =>
    setErrors((current) => (keys.some((key) => key in current) ? Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))) : current));

  return {
    draft,
    changes,
    dirty: Object.keys(changes).length > 0,
    errors,
    setErrors,
    change: (patch: Partial<ServiceSettings>) => {
      setDraft((current) => current && { ...current, ...patch });
      clearErrorsOf(Object.keys(patch));
    },
    apply: (rule: (draft: ServiceSettings) => ServiceSettings) => setDraft((current) => current && rule(current)),
    /** The settings were stored (the dialog stays open when the codes did not make it): they are the new start. */
    saved: (service: AdminServiceView) => {
      const settings = settingsOf(service);
      setInitial(settings);
      setDraft(settings);
    },
  };
}
