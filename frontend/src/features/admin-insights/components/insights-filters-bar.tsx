import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import { huAdmin } from '@/i18n/hu-admin';
import type { InsightsQuery } from '@backend/contract/insights';
import type { InsightsFilters } from '../lib/insights-filters';

const t = huAdmin.insights;

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  field: { minWidth: '10rem', flexGrow: 1, maxWidth: '16rem' },
  clear: { alignSelf: 'flex-end' },
});

interface InsightsFiltersBarProps {
  filters: InsightsFilters;
  /** The days the server read when none was chosen (the club's first day, today). */
  shown?: { from: string; to: string };
  /** The server's field errors, in Hungarian, under the picker they are about. */
  errors: Partial<Record<keyof InsightsQuery, string>>;
  onChange: (change: Partial<InsightsFilters>) => void;
}

/** The period ("Kezdete", "Vége") and the "Állapot ekkor" day, written into the address. */
export function InsightsFiltersBar({ filters, shown, errors, onChange }: InsightsFiltersBarProps) {
  const styles = useStyles();
  const day = (key: keyof InsightsQuery, label: string, fallback?: string, hint?: string) => (
    <FormField label={label} hint={hint} error={errors[key]} className={styles.field}>
      <Input type="date" value={filters[key] ?? fallback ?? ''} onChange={(_, data) => onChange({ [key]: data.value || undefined })} />
    </FormField>
  );
  return (
    <div className={styles.root} role="search" aria-label={t.filtersLabel}>
      {day('from', t.from, shown?.from)}
      {day('to', t.to, shown?.to)}
      {day('asOf', t.asOf, undefined, t.asOfHint)}
      {(filters.from || filters.to || filters.asOf) && (
        <Button appearance="subtle" className={styles.clear} onClick={() => onChange({ from: undefined, to: undefined, asOf: undefined })}>
          {t.clear}
        </Button>
      )}
    </div>
  );
}
