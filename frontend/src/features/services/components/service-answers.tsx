import { Checkbox, Field, Radio, RadioGroup } from '@fluentui/react-components';
import { hu } from '@/i18n/hu';
import type { MemberServiceView } from '@backend/contract/member-services';
import { radioText, type DialogRules } from '../service-dialog-rules';

interface ServiceAnswersProps {
  service: MemberServiceView;
  rules: DialogRules;
  radioAnswer: number | null;
  onRadioAnswer: (value: number) => void;
  priority: boolean;
  onPriority: (checked: boolean) => void;
}

/** The radio question and the waitlist-priority checkbox; both locked once the member has signed up. */
export function ServiceAnswers({ service, rules, radioAnswer, onRadioAnswer, priority, onPriority }: ServiceAnswersProps) {
  const { radio, priority: priorityRule } = rules;
  return (
    <>
      {radio && (
        <Field label={radio.locked ? hu.services.radioLockedLabel : hu.services.radioLabel}>
          <RadioGroup
            value={radio.locked ? String(service.radioAnswer ?? '') : radioAnswer === null ? '' : String(radioAnswer)}
            disabled={radio.locked}
            onChange={(_, data) => onRadioAnswer(Number(data.value))}
          >
            {radio.options.map((value) => (
              <Radio key={value} value={String(value)} label={radioText(service, value)} />
            ))}
          </RadioGroup>
        </Field>
      )}
      {priorityRule && (
        <Checkbox
          label={service.waitlistPriorityDescription || hu.services.priorityDefault}
          checked={priorityRule.locked ? service.waitlistPriority : priority}
          disabled={priorityRule.locked}
          onChange={(_, data) => onPriority(data.checked === true)}
        />
      )}
    </>
  );
}
