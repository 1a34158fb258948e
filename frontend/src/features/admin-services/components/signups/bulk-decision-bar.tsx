import { Body1, Button, Spinner } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import { BulkActionBar } from '@/components/ui/bulk-action-bar';
import { CHOSEN_EXPORT_LIMIT } from '@/lib/chosen-export';
import { huAdmin } from '@/i18n/hu-admin';
import { useDecideSignups } from '../../api/decide-signups';
import { ExportSignupsButton } from './export-signups-button';
import { decisionCodeText, decisionErrorText, type Notice } from './signups-panel';
import type { ApiErrorCode } from '@/lib/api-client';
import type { BulkDecision, BulkDecisionResult } from '@backend/contract/admin-services';

/** What a bulk decision did, in one line: how many were decided and, for the rest, the first reason. */
export function bulkNotice(decision: BulkDecision, { outcomes }: BulkDecisionResult): Notice {
  const t = huAdmin.adminServices.signups.bulk;
  const done = outcomes.filter((outcome) => 'flags' in outcome).length;
  const refused = outcomes.flatMap((outcome) => ('error' in outcome ? [outcome.error] : []));
  const message = t.done[decision](done);
  if (refused.length === 0) return { intent: 'success', message };
  return { intent: 'warning', message: `${message} ${t.refused(refused.length, decisionCodeText(refused[0] as ApiErrorCode))}` };
}

interface BulkDecisionBarProps {
  serviceId: string;
  selected: string[];
  onDone: (notice: Notice) => void;
  onClear: () => void;
}

/** Issue 41 §7: with sign-ups selected, approve, reject or export them all at once. */
export function BulkDecisionBar({ serviceId, selected, onDone, onClear }: BulkDecisionBarProps) {
  const t = huAdmin.adminServices.signups.bulk;
  const decide = useDecideSignups();
  const run = (decision: BulkDecision) =>
    decide.mutate(
      { serviceId, decision, userIds: selected },
      {
        onSuccess: (result) => {
          onDone(bulkNotice(decision, result));
          onClear();
        },
        onError: (error) => onDone({ intent: 'error', message: decisionErrorText(error) }),
      },
    );
  return (
    <BulkActionBar label={t.label} summary={t.selected(selected.length)}>
      <Button size="small" icon={<CheckmarkRegular />} disabledFocusable={decide.isPending} onClick={() => run('approve')}>
        {t.approve}
      </Button>
      <Button size="small" icon={<DismissRegular />} disabledFocusable={decide.isPending} onClick={() => run('reject')}>
        {t.reject}
      </Button>
      {selected.length <= CHOSEN_EXPORT_LIMIT ? (
        <ExportSignupsButton serviceId={serviceId} chosen={selected} onError={() => onDone({ intent: 'error', message: t.exportFailed })} />
      ) : (
        <Body1>{t.exportTooMany(CHOSEN_EXPORT_LIMIT)}</Body1>
      )}
      <Button size="small" appearance="subtle" disabledFocusable={decide.isPending} onClick={onClear}>
        {t.clear}
      </Button>
      {decide.isPending && <Spinner size="tiny" aria-label={t.working} />}
    </BulkActionBar>
  );
}
