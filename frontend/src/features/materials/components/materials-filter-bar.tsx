import { SearchBox, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import { huMember } from '@/i18n/hu-member';

const useStyles = makeStyles({
  bar: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginBottom: tokens.spacingVerticalL },
  search: { maxWidth: '420px' },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, margin: 0, padding: 0, border: 'none' },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
});

interface MaterialsFilterBarProps {
  tags: readonly string[];
  chosen: readonly string[];
  search: string;
  onToggle: (tag: string) => void;
  onSearch: (search: string) => void;
}

/** The name search and the tag chips (one or more; a group must carry them all). */
export function MaterialsFilterBar({ tags, chosen, search, onToggle, onSearch }: MaterialsFilterBarProps) {
  const styles = useStyles();
  const t = huMember.materials;
  return (
    <div className={styles.bar} role="search" aria-label={t.filtersLabel}>
      <FormField label={t.search} className={styles.search}>
        <SearchBox value={search} onChange={(_, data) => onSearch(data.value)} />
      </FormField>
      {tags.length > 0 && (
        <fieldset className={styles.tags}>
          <legend className={styles.legend}>{t.tagsLabel}</legend>
          {tags.map((tag) => (
            <ToggleButton key={tag} size="small" shape="circular" checked={chosen.includes(tag)} onClick={() => onToggle(tag)}>
              {tag}
            </ToggleButton>
          ))}
        </fieldset>
      )}
    </div>
  );
}
