import { useId } from 'react';
import { Body1Strong, Caption1, Checkbox, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { huMember } from '@/i18n/hu-member';
import { setTeachingLevel, TEACHING_LEVEL_PARENT, TEACHING_LEVELS, type TeachingLevel, type TeachingLevels } from '@backend/modules/accounts/domain/teaching-levels';

const useStyles = makeStyles({
  fieldset: {
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXXS },
  hint: { color: tokens.colorNeutralForeground3, marginBottom: tokens.spacingVerticalXS },
  child: { paddingLeft: tokens.spacingHorizontalXXL },
  grandchild: { paddingLeft: `calc(${tokens.spacingHorizontalXXL} * 2)` },
});

function depth(key: TeachingLevel): number {
  const parent = TEACHING_LEVEL_PARENT[key];
  return parent ? depth(parent) + 1 : 0;
}

/** The six teaching-level boxes; a dependent box is indented and off while its parent is off. */
export function TeachingLevelCheckboxes({ value, onChange }: { value: TeachingLevels; onChange: (levels: TeachingLevels) => void }) {
  const styles = useStyles();
  const hintId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className={styles.legend}>
        <Body1Strong>{huMember.profile.levelsSection}</Body1Strong>
      </legend>
      <Caption1 id={hintId} className={styles.hint}>
        {huMember.profile.levelsHint}
      </Caption1>
      {TEACHING_LEVELS.map((key) => {
        const parent = TEACHING_LEVEL_PARENT[key];
        const level = depth(key);
        return (
          <Checkbox
            key={key}
            className={mergeClasses(level === 1 && styles.child, level === 2 && styles.grandchild)}
            label={huMember.profile.levels[key]}
            checked={value[key]}
            disabled={parent !== undefined && !value[parent]}
            onChange={(_, data) => onChange(setTeachingLevel(value, key, data.checked === true))}
          />
        );
      })}
    </fieldset>
  );
}
