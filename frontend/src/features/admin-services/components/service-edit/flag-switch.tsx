import { Switch } from '@fluentui/react-components';
import type { ServiceSettings } from '@backend/modules/catalogue/domain/service-settings';

type FlagKey = { [K in keyof ServiceSettings]: ServiceSettings[K] extends boolean ? K : never }[keyof ServiceSettings];

interface FlagSwitchProps {
  name: FlagKey;
  label: string;
  draft: ServiceSettings;
  change: (patch: Partial<ServiceSettings>) => void;
}

/** One on/off setting of the draft. */
export function FlagSwitch({ name, label, draft, change }: FlagSwitchProps) {
  return <Switch label={label} checked={draft[name]} onChange={(_, data) => change({ [name]: data.checked } as Partial<ServiceSettings>)} />;
}
