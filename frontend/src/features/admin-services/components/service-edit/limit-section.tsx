import { useState } from 'react';
import { Caption1, Switch } from '@fluentui/react-components';
import { huAdmin } from '@/i18n/hu-admin';
import { limitOnBlur, parseLimit, priorityTextOnBlur, withLimitEnabled } from '../../lib/service-form';
import { FlagSwitch } from './flag-switch';
import { FormSection, useNestedStyles } from './form-section';
import { LimitField } from './limit-field';
import { TextField } from './text-field';
import type { DraftProps } from './use-service-draft';

/** The limit toggle and seats (SPEC §4), the waitlist and its priority option. */
export function LimitSection(props: DraftProps) {
  const { draft, change, apply, errors } = props;
  const styles = useNestedStyles();
  const t = huAdmin.adminServices.edit;
  // A limit left as something else than a positive whole number turns the limit off (SPEC §4): it says so.
  const [turnedOff, setTurnedOff] = useState(false);
  return (
    <FormSection title={t.sections.limit}>
      <Switch
        label={t.limitToggle}
        checked={draft.limit !== null}
        onChange={(_, data) => {
          setTurnedOff(false);
          apply((d) => withLimitEnabled(d, data.checked));
        }}
      />
      <Caption1 role="status">{turnedOff ? t.limitTurnedOff : ''}</Caption1>
      {draft.limit !== null && (
        <div className={styles.nested}>
          <LimitField
            limit={draft.limit}
            error={errors.limit}
            onLimit={(limit) => change({ limit })}
            onBlur={(text) => {
              setTurnedOff(parseLimit(text) === null);
              apply((d) => limitOnBlur(d, text));
            }}
          />
        </div>
      )}
      <FlagSwitch {...props} name="waitlistAvailable" label={t.waitlistAvailable} />
      {draft.waitlistAvailable && (
        <div className={styles.nested}>
          <FlagSwitch {...props} name="waitlistPriorityAvailable" label={t.waitlistPriorityAvailable} />
          {draft.waitlistPriorityAvailable && (
            <div className={styles.nested}>
              <TextField
                {...props}
                name="waitlistPriorityDescription"
                label={t.waitlistPriorityDescription}
                hint={t.waitlistPriorityDescriptionHint}
                onBlur={() => apply(priorityTextOnBlur)}
              />
              <FlagSwitch {...props} name="alwaysAskPriority" label={t.alwaysAskPriority} />
            </div>
          )}
        </div>
      )}
    </FormSection>
  );
}
