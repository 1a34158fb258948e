import { Switch } from '@fluentui/react-components';
import { paths } from '@/config/paths';
import { huAdmin } from '@/i18n/hu-admin';
import { subPageUrlOnBlur, withSubPageEnabled } from '../../lib/service-form';
import { FlagSwitch } from './flag-switch';
import { FormSection, useNestedStyles } from './form-section';
import { LazyRichTextField } from './lazy-rich-text-field';
import { TextField } from './text-field';
import type { DraftProps } from './use-service-draft';

/** The service's content page: its URL (generated from the name when empty), visibility and HTML. */
export function SubPageSection(props: DraftProps) {
  const { draft, apply } = props;
  const styles = useNestedStyles();
  const t = huAdmin.adminServices.edit;
  const url = draft.subPageUrl.trim();
  return (
    <FormSection title={t.sections.subPage}>
      <Switch label={t.hasSubPage} checked={draft.hasSubPage} onChange={(_, data) => apply((d) => withSubPageEnabled(d, data.checked))} />
      {draft.hasSubPage && (
        <div className={styles.nested}>
          <TextField
            {...props}
            name="subPageUrl"
            label={t.subPageUrl}
            hint={url ? t.subPageUrlHint(paths.club.serviceSubPage(url)) : t.subPageUrlEmptyHint}
            onBlur={() => apply(subPageUrlOnBlur)}
          />
          <FlagSwitch {...props} name="subPagePublic" label={t.subPagePublic} />
          <LazyRichTextField {...props} name="subPageText" label={t.subPageText} hint={t.htmlHint} />
        </div>
      )}
    </FormSection>
  );
}
