import { Caption1, Switch } from '@fluentui/react-components';
import { huAdmin } from '@/i18n/hu-admin';
import { radioOptionsOnBlur, radioTextKey, visibleRadioOptions } from '../../lib/service-form';
import { FormSection, useNestedStyles } from './form-section';
import { TextField } from './text-field';
import type { DraftProps } from './use-service-draft';

/** The question asked at sign-up: options 1–5, with 4 and 5 only when option 3 has text (SPEC §9), and cleared with it. */
export function RadioSection(props: DraftProps) {
  const { draft, change, apply } = props;
  const styles = useNestedStyles();
  const t = huAdmin.adminServices.edit;
  return (
    <FormSection title={t.sections.radio}>
      <Switch label={t.radio} checked={draft.radio} onChange={(_, data) => change({ radio: data.checked })} />
      {draft.radio && (
        <div className={styles.nested}>
          <Caption1>{t.radioHint}</Caption1>
          {visibleRadioOptions(draft).map((value) => (
            <TextField
              key={value}
              {...props}
              name={radioTextKey(value)}
              label={t.radioOption(value)}
              onBlur={value === 3 ? () => apply(radioOptionsOnBlur) : undefined}
            />
          ))}
        </div>
      )}
    </FormSection>
  );
}
