import { useState } from 'react';
import { Button, Caption1, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { hu } from '@/i18n/hu';
import { huAdmin } from '@/i18n/hu-admin';
import { useStreamHistory } from '@/lib/api/get-stream-history';
import { QueryFallback } from '@/components/ui/query-state';
import { personName } from './field-value';
import { formatMoment } from '@backend/shared/budapest-time';
import { HistoryRecord } from './history-record';
import type { HistoryEntryView } from '@backend/contract/audit';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalL,
    '@media (min-width: 760px)': { gridTemplateColumns: 'minmax(16rem, 2fr) minmax(0, 3fr)' },
  },
  entries: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, maxHeight: '60vh', overflowY: 'auto' },
  entry: { width: '100%', justifyContent: 'flex-start', textAlign: 'start', minHeight: '44px', height: 'auto', paddingBlock: tokens.spacingVerticalXS },
  chosen: { backgroundColor: tokens.colorBrandBackground2, ':hover': { backgroundColor: tokens.colorBrandBackground2Hover } },
  text: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', fontWeight: tokens.fontWeightRegular },
});

/** What happened, and to whom or with what: a sign-up's member, a consent's partner site. */
const entryText = (entry: HistoryEntryView) => {
  const what = huAdmin.historyEvents[entry.event] ?? entry.event;
  if (entry.member) return `${what}: ${personName(entry.member)}`;
  return entry.about ? `${what}: ${entry.about}` : what;
};

/**
 * A member's, service's or partner's history (issue 12 §3): every event, newest first, with who and
 * when; choosing one shows the record as it was right after it, replayed by the server.
 */
export function StreamHistory({ stream, initialRevision }: { stream: string; initialRevision?: number }) {
  const styles = useStyles();
  const [revision, setRevision] = useState<number | undefined>(initialRevision);
  const history = useStreamHistory(stream, revision);
  if (!history.data) return <QueryFallback query={history} failed={huAdmin.history.loadFailed} pending={<Spinner label={hu.common.loading} />} />;
  const shown = history.data.revision;
  const chosen = history.data.entries.find((entry) => entry.revision === shown);
  return (
    <div className={styles.root}>
      <ol className={styles.entries} aria-label={huAdmin.history.entriesLabel}>
        {[...history.data.entries].reverse().map((entry) => (
          <li key={entry.revision}>
            <Button
              appearance="subtle"
              className={mergeClasses(styles.entry, entry.revision === shown && styles.chosen)}
              aria-current={entry.revision === shown ? 'true' : undefined}
              onClick={() => setRevision(entry.revision)}
            >
              <span className={styles.text}>
                <span>{entryText(entry)}</span>
                <Caption1>
                  {formatMoment(entry.at)} {huAdmin.history.by(personName(entry.actor))}
                </Caption1>
              </span>
            </Button>
          </li>
        ))}
      </ol>
      {chosen && <HistoryRecord kind={history.data.kind} record={history.data.record} at={chosen.at} />}
    </div>
  );
}
