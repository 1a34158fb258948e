import { Body1, Caption1, Checkbox, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import { huMember } from '@/i18n/hu-member';
import type { MemberServiceView } from '@backend/contract/member-services';
import { radioText, type DialogRules } from '../lib/service-dialog-rules';

interface ServiceAnswersProps {
  service: MemberServiceView;
  rules: DialogRules;
  radioAnswer: number | null;
  onRadioAnswer: (value: number) => void;
  priority: boolean;
  onPriority: (checked: boolean) => void;
}

const useStyles = makeStyles({
  given: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  answer: { margin: 0, overflowWrap: 'anywhere' },
});

/**
 * The radio question and the waitlist-priority checkbox. Once the member has signed up they are
 * answers given, shown as text a person can read (not as greyed-out controls).
 */
export function ServiceAnswers({ service, rules, radioAnswer, onRadioAnswer, priority, onPriority }: ServiceAnswersProps) {
  const styles = useStyles();
  const { radio, priority: priorityRule } = rules;
  return (
    <>
      {radio?.locked && service.radioAnswer !== null && (
        <section className={styles.given} aria-label={huMember.services.radioLockedLabel}>
          <Caption1>{huMember.services.radioLockedLabel}</Caption1>
          <Body1 as="p" className={styles.answer}>
            {radioText(service, service.radioAnswer)}
          </Body1>
        </section>
      )}
      {priorityRule?.locked && service.waitlistPriority && <Body1 as="p" className={styles.answer}>{huMember.services.priorityAsked}</Body1>}
      {radio && !radio.locked && (
        <FormField label={huMember.services.radioLabel}>
          <RadioGroup
            value={radioAnswer === null ? '' : String(radioAnswer)}
            onChange={(_, data) => onRadioAnswer(Number(data.value))}
          >
            {radio.options.map((value) => (
              <Radio key={value} value={String(value)} label={radioText(service, value)} />
            ))}
          </RadioGroup>
        </FormField>
      )}
      {priorityRule && !priorityRule.locked && (
        <Checkbox
          label={service.waitlistPriorityDescription || huMember.services.priorityDefault}
          checked={priority}
          onChange={(_, data) => onPriority(data.checked === true)}
        />
      )}
    </>
  );
}
