import { Radio, RadioGroup } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import { huAdmin } from '@/i18n/hu-admin';
import { codeTableNameOnBlur } from '../../lib/service-form';
import { CodesPool } from './codes-pool';
import { FormSection, useNestedStyles } from './form-section';
import { TextField } from './text-field';
import type { PendingCodes } from './use-pending-codes';
import type { DraftProps } from './use-service-draft';
import type { AdminServiceView } from '@backend/contract/admin-services';

/** Type 0 normal or 1 individual coupon code, with the code table and its pool. */
export function CouponSection(props: DraftProps & { service: AdminServiceView; codes: PendingCodes }) {
  const { draft, change, apply, service, codes } = props;
  const styles = useNestedStyles();
  const t = huAdmin.adminServices.edit;
  return (
    <FormSection title={t.sections.coupon}>
      <FormField label={t.type}>
        <RadioGroup layout="horizontal" value={String(draft.type)} onChange={(_, data) => change({ type: data.value === '1' ? 1 : 0 })}>
          <Radio value="0" label={t.typeNormal} />
          <Radio value="1" label={t.typeCoupon} />
        </RadioGroup>
      </FormField>
      {draft.type === 1 && (
        <div className={styles.nested}>
          <TextField {...props} name="codeTableName" label={t.codeTableName} hint={t.codeTableNameHint} onBlur={() => apply(codeTableNameOnBlur)} />
          <TextField {...props} name="codeDescription" label={t.codeDescription} hint={t.codeDescriptionHint} rows={2} />
          <CodesPool service={service} codes={codes} />
        </div>
      )}
    </FormSection>
  );
}
