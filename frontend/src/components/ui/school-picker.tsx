import { useId } from 'react';
import { Button, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, SearchRegular } from '@fluentui/react-icons';
import { hu } from '@/i18n/hu';
import { FormField } from './form-field';
import { SchoolHits } from './school-hits';
import { useSchoolSearch } from './use-school-search';
import type { SchoolView } from '@backend/contract/schools';

const useStyles = makeStyles({
  input: { width: '100%', minWidth: 0 },
  note: { margin: 0, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  chosen: { color: tokens.colorPaletteGreenForeground1 },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface SchoolPickerProps {
  schools: readonly SchoolView[];
  /** The chosen school's id, or null. */
  value: string | null;
  onChange: (school: SchoolView | null) => void;
  error?: string;
  label?: string;
  loading?: boolean;
  /** Set when the list could not be loaded; shows a retry button. */
  onRetry?: () => void;
}

/**
 * The school search of SPEC §5: fuzzy search on "Name (City)", at most 4 hits, a "more" hint above
 * 5 matches, 'Nincs találat' when none; arrow keys move, Enter chooses, Escape closes. Typing after a
 * choice clears it, so the form only ever holds a school picked from the list.
 */
export function SchoolPicker({ schools, value, onChange, error, label = hu.schoolPicker.label, loading, onRetry }: SchoolPickerProps) {
  const styles = useStyles();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const search = useSchoolSearch({ schools, value, onChange, loading });
  const { expanded, hits, active } = search;

  return (
    <FormField label={label} error={error}>
      {/* Fluent's Input takes its label, description and invalid state from the Field itself. */}
      <div>
        <Input
          className={styles.input}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded && hits[active] ? optionId(active) : undefined}
          aria-required
          autoComplete="off"
          name="school"
          placeholder={hu.schoolPicker.placeholder}
          contentBefore={<SearchRegular aria-hidden />}
          contentAfter={
            loading ? (
              <Spinner size="extra-tiny" aria-label={hu.schoolPicker.loading} />
            ) : search.selected ? (
              <CheckmarkCircleFilled className={styles.chosen} aria-hidden />
            ) : undefined
          }
          value={search.query}
          onChange={(_, data) => search.type(data.value)}
          onKeyDown={search.onKeyDown}
          onFocus={search.focus}
          onBlur={search.blur}
        />
        {onRetry && !loading && (
          <div className={styles.status}>
            <p className={styles.note}>{hu.schoolPicker.loadFailed}</p>
            <Button size="small" onClick={onRetry}>
              {hu.schoolPicker.retry}
            </Button>
          </div>
        )}
        {expanded && (
          <SchoolHits listId={listId} label={label} hits={hits} more={search.more} active={active} optionId={optionId} onChoose={search.choose} />
        )}
      </div>
    </FormField>
  );
}
