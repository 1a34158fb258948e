import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { huAdmin } from '@/i18n/hu-admin';
import { FormSection } from './form-section';
import { TextField } from './text-field';
import type { DraftProps } from './use-service-draft';

const useStyles = makeStyles({
  pair: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, border: 'none' },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
});

const PAIRS = [
  { title: 'signup', subject: 'emailSubject', text: 'emailText' },
  { title: 'waitlist', subject: 'waitlistEmailSubject', text: 'waitlistEmailText' },
  { title: 'cancel', subject: 'cancelEmailSubject', text: 'cancelEmailText' },
] as const;

/** The three mails of the service: seat, waitlist and cancellation, each a subject and a text. */
export function MailsSection(props: DraftProps) {
  const styles = useStyles();
  const t = huAdmin.adminServices.edit.mails;
  return (
    <FormSection title={huAdmin.adminServices.edit.sections.mails}>
      <Caption1>{t.hint}</Caption1>
      {PAIRS.map((pair) => (
        <fieldset key={pair.title} className={styles.pair}>
          <legend className={styles.legend}>{t[pair.title]}</legend>
          <TextField {...props} name={pair.subject} label={t.subject} />
          <TextField {...props} name={pair.text} label={t.text} rows={4} />
        </fieldset>
      ))}
    </FormSection>
  );
}
