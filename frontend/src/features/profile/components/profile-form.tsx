import { useState, type FormEvent } from 'react';
import { Body1, Button, Caption1, MessageBar, MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { fieldGrid } from '@/components/ui/tile-grid';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/form-field';
import { MessageDialog } from '@/components/ui/message-dialog';
import { LoadedSchoolPicker } from '@/components/ui/loaded-school-picker';
import { ZipCityFields } from '@/components/ui/zip-city-fields';
import { hu } from '@/i18n/hu';
import { huMember } from '@/i18n/hu-member';
import { hasFieldErrors, noErrors, submitErrors, type FormErrors } from '@/lib/form-errors';
import { useFormFocus } from '@/lib/use-form-focus';
import { useOnlineStatus } from '@/lib/use-online-status';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_FIELDS, PROFILE_FORMAT_TEXTS, toFormValues, toUpdate, validateProfile, type ProfileField, type ProfileFormValues } from '../lib/profile-form';
import { ProfileCheckItems } from './profile-check-items';
import { ProfileSection, useProfileLayoutStyles } from './profile-section';
import { TeachingLevelCheckboxes } from './teaching-level-checkboxes';
import type { ProfileView } from '@backend/contract/profile';

const useStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground3, marginTop: `calc(-1 * ${tokens.spacingVerticalS})` },
  pair: fieldGrid('14rem'),
  actions: { display: 'flex', justifyContent: 'flex-end', '@media (max-width: 599px)': { flexDirection: 'column' } },
  check: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  checkText: { margin: 0 },
});

/** Above the form while a data check is asked for (issue 41 §3): what to look at, and that saving ends it. */
function ProfileCheckNote() {
  const styles = useStyles();
  const t = huMember.profileCheck;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody className={styles.check}>
        <MessageBarTitle>{t.title}</MessageBarTitle>
        <Body1 as="p" className={styles.checkText}>
          {t.profileHowTo}
        </Body1>
        <ProfileCheckItems />
        <Body1 as="p" className={styles.checkText}>
          {t.fixedHint}
        </Body1>
      </MessageBarBody>
    </MessageBar>
  );
}

/** The member's profile (SPEC §2, §4, §5); saving shows 'Sikeres mentés' and ends a data check. */
export function ProfileForm({ profile }: { profile: ProfileView }) {
  const styles = useStyles();
  const layout = useProfileLayoutStyles();
  const update = useUpdateProfile();
  const online = useOnlineStatus();
  const [values, setValues] = useState<ProfileFormValues>(() => toFormValues(profile));
  const [errors, setErrors] = useState<FormErrors<ProfileField>>(noErrors);
  const [saved, setSaved] = useState(false);
  // Saving answers the check: the note and the marks go with the saved profile, the thanks stay for its dialog.
  const checking = profile.needsProfileCheck;
  const [answeredCheck, setAnsweredCheck] = useState(false);
  const mark = checking ? huMember.profileCheck.marked : undefined;
  const focus = useFormFocus<HTMLFormElement>();
  const showErrors = (shown: FormErrors<ProfileField>) => {
    setErrors(shown);
    focus.focusErrors();
  };

  const change = (field: ProfileField, value: string | null) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ fields: { ...current.fields, [field]: undefined } }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending || !online) return;
    const fields = validateProfile(values);
    if (hasFieldErrors(fields)) return showErrors({ fields });
    setErrors(noErrors());
    update.mutate(toUpdate(values), {
      onSuccess: () => {
        setAnsweredCheck(checking);
        setSaved(true);
      },
      onError: (error) => showErrors(submitErrors(error, PROFILE_FORMAT_TEXTS, PROFILE_FIELDS)),
    });
  };

  const text = (field: Exclude<ProfileField, 'schoolId' | 'zip' | 'city'>, label: string, autoComplete: string, type?: 'tel') => (
    <TextField
      label={label}
      error={errors.fields[field]}
      name={field}
      type={type}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={(value) => change(field, value)}
    />
  );
  // What the member cannot change here: shown, read-only.
  const fixed = (name: string, label: string, value: string, more: { hint?: string; type?: 'email' } = {}) => (
    <TextField label={label} {...more} required={false} name={name} appearance="filled-darker" value={value} readOnly />
  );

  return (
    <form ref={focus.ref} className={layout.column} onSubmit={submit} noValidate>
      {checking && <ProfileCheckNote />}
      <FormError message={errors.form} />
      <ProfileSection title={huMember.profile.personalSection} mark={mark}>
        <div className={styles.pair}>
          {text('lastName', hu.forms.lastName, 'family-name')}
          {text('firstName', hu.forms.firstName, 'given-name')}
        </div>
        {text('nickName', hu.forms.nickName, 'nickname')}
        {fixed('email', hu.forms.email, profile.email, { hint: huMember.profile.emailHint, type: 'email' })}
        {text('phone', hu.forms.phone, 'tel', 'tel')}
        <ZipCityFields
          zip={values.zip}
          city={values.city}
          onZipChange={(zip) => change('zip', zip)}
          onCityChange={(city) => change('city', city)}
          zipError={errors.fields.zip}
          cityError={errors.fields.city}
        />
      </ProfileSection>
      <ProfileSection title={huMember.profile.schoolSection} mark={mark}>
        <LoadedSchoolPicker
          value={values.schoolId}
          onChange={(school) => change('schoolId', school?.id ?? null)}
          error={errors.fields.schoolId}
        />
        <div className={styles.pair}>
          {fixed('schoolOm', hu.forms.schoolOm, profile.schoolOm ?? '')}
          {fixed('personalId', hu.forms.personalId, profile.personalId ?? '')}
        </div>
        <Caption1 className={styles.note}>{huMember.profile.idsHint}</Caption1>
        <TeachingLevelCheckboxes value={values.levels} onChange={(levels) => setValues((current) => ({ ...current, levels }))} />
      </ProfileSection>
      {!online && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{hu.forms.offline}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          size="large"
          disabled={!online}
          disabledFocusable={update.isPending}
          icon={update.isPending ? <Spinner size="tiny" aria-label={huMember.profile.saving} /> : undefined}
        >
          {huMember.profile.save}
        </Button>
      </div>
      {saved && <MessageDialog open={saved} title={huMember.profile.savedTitle} body={answeredCheck ? huMember.profileCheck.savedBody : huMember.profile.savedBody} onClose={() => setSaved(false)} />}
    </form>
  );
}
