import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { hu } from '@/i18n/hu';
import type { SchoolView } from '@backend/contract/schools';

const useStyles = makeStyles({
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
});

interface SchoolHitsProps {
  listId: string;
  label: string;
  hits: readonly SchoolView[];
  /** Matches beyond the hits shown (0: no hint). */
  more: number;
  active: number;
  optionId: (index: number) => string;
  onChoose: (school: SchoolView) => void;
}

/** The open list under the school search: the hits as options, 'Nincs találat', the "more" hint. */
export function SchoolHits({ listId, label, hits, more, active, optionId, onChoose }: SchoolHitsProps) {
  const styles = useStyles();
  return (
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
              onClick={() => onChoose(school)}
            >
              {school.name} <span className={styles.city}>({school.city})</span>
            </li>
          ))}
        </ul>
      )}
      {hits.length === 0 && <p className={styles.note}>{hu.schoolPicker.none}</p>}
      {more > 0 && <p className={mergeClasses(styles.note, styles.noteWithList)}>{hu.schoolPicker.more(more)}</p>}
    </div>
  );
}
