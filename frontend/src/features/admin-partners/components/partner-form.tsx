import { useState, type FormEvent } from 'react';
import { Button, Caption1, Checkbox, Input, MessageBar, MessageBarBody, Subtitle2, Switch, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import { huAdmin } from '@/i18n/hu-admin';
import { submitErrors, type FormErrors } from '@/lib/form-errors';
import { PARTNER_DATA } from '@backend/modules/partners/domain/partner.types';
import type { PartnerData, PartnerView } from '@backend/contract/partners';
import { useSavePartner } from '../api/save-partner';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  data: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  fieldset: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

type FieldName = 'name' | 'origins' | 'data';

/** Adds or edits one partner: its name, allowed origins (one a line), the data it may receive, on or off. */
export function PartnerForm({ partner, onDone }: { partner?: PartnerView; onDone: () => void }) {
  const styles = useStyles();
  const t = huAdmin.adminPartners;
  const save = useSavePartner();
  const [name, setName] = useState(partner?.name ?? '');
  const [origins, setOrigins] = useState(partner?.origins.join('\n') ?? '');
  const [data, setData] = useState<PartnerData[]>(partner?.data ?? []);
  const [active, setActive] = useState(partner?.active ?? true);
  const [errors, setErrors] = useState<FormErrors<FieldName>>({ fields: {} });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name: name.trim(), origins: origins.split(/\s+/).filter(Boolean), data, active };
    save.mutate({ id: partner?.id, body }, { onSuccess: onDone, onError: (error) => setErrors(submitErrors(error, {}, ['name', 'origins', 'data'])) });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={partner ? t.formTitleEdit : t.formTitleNew}>
      <Subtitle2 as="h2">{partner ? t.formTitleEdit : t.formTitleNew}</Subtitle2>
      {errors.form && (
        <MessageBar intent="error">
          <MessageBarBody>{errors.form}</MessageBarBody>
        </MessageBar>
      )}
      <FormField label={t.name} required error={errors.fields.name}>
        <Input value={name} onChange={(_, d) => setName(d.value)} />
      </FormField>
      <FormField label={t.origins} hint={t.originsHint} required error={errors.fields.origins}>
        <Textarea value={origins} resize="vertical" onChange={(_, d) => setOrigins(d.value)} />
      </FormField>
      {/* A fieldset, not a Field: a Field gives its one control id to every checkbox inside it. */}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.data}</legend>
        <div className={styles.data}>
          {PARTNER_DATA.map((item) => (
            <Checkbox
              key={item}
              label={t.dataNames[item]}
              checked={data.includes(item)}
              onChange={(_, d) => setData((current) => (d.checked ? [...current, item] : current.filter((c) => c !== item)))}
            />
          ))}
        </div>
        {errors.fields.data && <Caption1 role="alert">{errors.fields.data}</Caption1>}
      </fieldset>
      <Switch label={t.active} checked={active} onChange={(_, d) => setActive(d.checked)} />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
        <Button onClick={onDone}>{t.cancel}</Button>
      </div>
    </form>
  );
}
