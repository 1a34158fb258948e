import { Input, Textarea } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import type { DraftProps } from './use-service-draft';
import type { ServiceSettings } from '@backend/modules/catalogue/domain/service-settings';

type TextKey = { [K in keyof ServiceSettings]: ServiceSettings[K] extends string ? K : never }[keyof ServiceSettings];

interface TextFieldProps extends DraftProps {
  name: TextKey;
  label: string;
  hint?: string;
  /** Rows of a multi-line field; a one-line input without. */
  rows?: number;
  required?: boolean;
  onBlur?: () => void;
}

/** One text setting of the draft, with its server error under it. */
export function TextField({ name, label, hint, rows, required, onBlur, draft, change, errors }: TextFieldProps) {
  const error = errors[name];
  const onChange = (value: string) => change({ [name]: value } as Partial<ServiceSettings>);
  return (
    <FormField label={label} hint={hint} required={required} error={error}>
      {rows ? (
        <Textarea value={draft[name]} rows={rows} resize="vertical" onChange={(_, data) => onChange(data.value)} onBlur={onBlur} />
      ) : (
        <Input value={draft[name]} onChange={(_, data) => onChange(data.value)} onBlur={onBlur} />
      )}
    </FormField>
  );
}
