import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Field, Input, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, SearchRegular } from '@fluentui/react-icons';
import { hu } from '@/i18n/hu';
import type { School } from '@/lib/api/get-schools';
import { fieldState } from '@/lib/form-errors';
import { fuzzySearch } from '@/lib/fuzzy-search';

/** SPEC §9: at most 4 hits; the "more" hint above 5 matches; the list closes 200 ms after blur. */
export const MAX_HITS = 4;
export const MORE_HINT_ABOVE = 5;
export const CLOSE_DELAY_MS = 200;

export const schoolLabel = (school: Pick<School, 'name' | 'city'>) => `${school.name} (${school.city})`;

const useStyles = makeStyles({
  input: { width: '100%', minWidth: 0 },
  popup: {
    marginTop: tokens.spacingVerticalXS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    overflow: 'hidden',
  },
  list: { margin: 0, padding: tokens.spacingVerticalXS, listStyleType: 'none' },
  option: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    outlineOffset: '-2px',
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  city: { color: tokens.colorNeutralForeground3 },
  note: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  noteWithList: { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  chosen: { color: tokens.colorPaletteGreenForeground1 },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

interface SchoolPickerProps {
  schools: readonly School[];
  /** The chosen school's id, or null. */
  value: string | null;
  onChange: (school: School | null) => void;
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
  const selected = useMemo(() => schools.find((school) => school.id === value) ?? null, [schools, value]);
  const [query, setQuery] = useState(selected ? schoolLabel(selected) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);

  // A choice made elsewhere (the saved profile, or the list arriving after the value) shows its label.
  const selectedLabel = selected ? schoolLabel(selected) : null;
  useEffect(() => {
    if (selectedLabel !== null) setQuery(selectedLabel);
  }, [selectedLabel]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const matches = useMemo(() => fuzzySearch(schools, query, schoolLabel), [schools, query]);
  const hits = matches.slice(0, MAX_HITS);
  const more = matches.length > MORE_HINT_ABOVE ? matches.length - MAX_HITS : 0;
  const searching = query.trim() !== '' && query !== selectedLabel;
  const expanded = open && searching && !loading;

  const choose = (school: School) => {
    onChange(school);
    setQuery(schoolLabel(school));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (hits.length > 0) setActive((current) => (current + 1) % hits.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (hits.length > 0) setActive((current) => (current <= 0 ? hits.length - 1 : current - 1));
        break;
      case 'Enter':
        // While the list is open, Enter chooses; it never submits the form behind it.
        if (!expanded) break;
        event.preventDefault();
        if (hits[active]) choose(hits[active]);
        else if (hits.length === 1) choose(hits[0]);
        break;
      case 'Escape':
        if (!expanded) break;
        // Close the list, not the dialog around the picker.
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
        break;
    }
  };

  return (
    <Field label={label} {...fieldState(error)}>
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
            ) : selected ? (
              <CheckmarkCircleFilled className={styles.chosen} aria-hidden />
            ) : undefined
          }
          value={query}
          onChange={(_, data) => {
            setQuery(data.value);
            setOpen(true);
            setActive(-1);
            if (value !== null) onChange(null);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            window.clearTimeout(closeTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            window.clearTimeout(closeTimer.current);
            closeTimer.current = window.setTimeout(() => {
              setOpen(false);
              setActive(-1);
            }, CLOSE_DELAY_MS);
          }}
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
          <div className={styles.popup}>
            {hits.length > 0 && (
              <ul id={listId} role="listbox" aria-label={label} className={styles.list}>
                {hits.map((school, index) => (
                  <li
                    key={school.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className={mergeClasses(styles.option, index === active && styles.active)}
                    // Keep focus in the input: the click then chooses before any blur.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(school)}
                  >
                    {school.name} <span className={styles.city}>({school.city})</span>
                  </li>
                ))}
              </ul>
            )}
            {hits.length === 0 && <p className={styles.note}>{hu.schoolPicker.none}</p>}
            {more > 0 && <p className={mergeClasses(styles.note, styles.noteWithList)}>{hu.schoolPicker.more(more)}</p>}
          </div>
        )}
      </div>
    </Field>
  );
}
