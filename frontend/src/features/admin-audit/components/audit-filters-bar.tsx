import { Button, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import { DismissRegular } from '@fluentui/react-icons';
import { huAdmin } from '@/i18n/hu-admin';
import { AUDIT_ACTIONS, type AuditAction } from '@backend/module-lists/audit-actions';
import { budapestDay } from '@backend/shared/budapest-time';
import type { AuditFilters } from '../lib/audit-filters';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  action: { minWidth: '16rem', flexGrow: 1, maxWidth: '26rem' },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, width: '100%' },
});

/**
 * The actions in the order of their Hungarian names, sorted when the trail first draws its filters: every
 * admin screen loads this module, and sorting as it loaded (a `localeCompare(…, 'hu')` per comparison,
 * each building a collator) cost the users screen some 18 ms of its first long task (issue 40).
 */
let actionsByText: readonly AuditAction[] | undefined;
function actionsInNameOrder(): readonly AuditAction[] {
  if (actionsByText) return actionsByText;
  const collator = new Intl.Collator('hu');
  actionsByText = [...AUDIT_ACTIONS].sort((a, b) => collator.compare(huAdmin.auditActions[a], huAdmin.auditActions[b]));
  return actionsByText;
}

interface AuditFiltersBarProps {
  filters: AuditFilters;
  /** The range the server read when none was chosen (the last 30 days). */
  range: { from: string; to: string };
  onChange: (change: Partial<AuditFilters>) => void;
}

/** Who, what, whom and when. Who and whom are chosen by clicking a name in the table. */
export function AuditFiltersBar({ filters, range, onChange }: AuditFiltersBarProps) {
  const styles = useStyles();
  const t = huAdmin.adminAudit;
  const chip = (label: string, name: string, clear: Partial<AuditFilters>) => (
    <Button size="small" shape="circular" icon={<DismissRegular />} iconPosition="after" aria-label={t.removeFilter(`${label}: ${name}`)} onClick={() => onChange(clear)}>
      {label}: {name}
    </Button>
  );
  const filtered = filters.actor || filters.action || filters.target || filters.from || filters.to;
  return (
    <div className={styles.root} role="search" aria-label={t.filtersLabel}>
      <FormField label={t.action} className={styles.action}>
        <Select value={filters.action ?? ''} onChange={(_, data) => onChange({ action: (data.value || undefined) as AuditAction | undefined })}>
          <option value="">{t.anyAction}</option>
          {actionsInNameOrder().map((action) => (
            <option key={action} value={action}>
              {huAdmin.auditActions[action]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t.from}>
        <Input type="date" value={filters.from ?? budapestDay(range.from)} max={filters.to} onChange={(_, data) => onChange({ from: data.value || undefined })} />
      </FormField>
      <FormField label={t.to}>
        <Input type="date" value={filters.to ?? budapestDay(range.to)} min={filters.from} onChange={(_, data) => onChange({ to: data.value || undefined })} />
      </FormField>
      {filtered && (
        <Button appearance="subtle" onClick={() => onChange({ actor: undefined, action: undefined, target: undefined, from: undefined, to: undefined })}>
          {t.clear}
        </Button>
      )}
      {(filters.actor || filters.target) && (
        <div className={styles.chips}>
          {filters.actor && chip(t.actor, filters.actor.name, { actor: undefined })}
          {filters.target && chip(t.target, filters.target.name, { target: undefined })}
        </div>
      )}
    </div>
  );
}
