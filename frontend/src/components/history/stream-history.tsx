import { useState } from 'react';
import { Button, Caption1, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { hu } from '@/i18n/hu';
import { huAdmin } from '@/i18n/hu-admin';
import { HISTORY_PAGE_SIZE, useStreamHistory } from '@/lib/api/get-stream-history';
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
  list: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS, minWidth: 0 },
  entries: { alignSelf: 'stretch', listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, maxHeight: '60vh', overflowY: 'auto' },
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
 * A member's, service's or partner's history (issue 12 §3): its events newest first, with who and
 * when, a page at a time and more on demand; choosing one shows the record as it was right after it,
 * replayed by the server.
 */
export function StreamHistory({ stream, initialRevision }: { stream: string; initialRevision?: number }) {
  const styles = useStyles();
  const [revision, setRevision] = useState<number | undefined>(initialRevision);
  const [shownCount, setShownCount] = useState(HISTORY_PAGE_SIZE);
  const history = useStreamHistory(stream, revision, shownCount);
  const first = history.data?.pages[0];
  if (!first) return <QueryFallback query={history} failed={huAdmin.history.loadFailed} pending={<Spinner label={hu.common.loading} />} />;
  const entries = history.data!.pages.flatMap((page) => page.entries);
  const shown = first.revision;
  return (
    <div className={styles.root}>
      <div className={styles.list}>
        <ol className={styles.entries} aria-label={huAdmin.history.entriesLabel}>
          {entries.map((entry) => (
            <li key={entry.revision}>
              <Button
                appearance="subtle"
                className={mergeClasses(styles.entry, entry.revision === shown && styles.chosen)}
                aria-current={entry.revision === shown ? 'true' : undefined}
                onClick={() => {
                  setShownCount(entries.length);
                  setRevision(entry.revision);
                }}
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
        <Caption1>{huAdmin.history.shown(entries.length, first.total)}</Caption1>
        {history.hasNextPage && (
          <Button appearance="secondary" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            {history.isFetchingNextPage ? hu.common.loading : huAdmin.history.more}
          </Button>
        )}
      </div>
      <HistoryRecord kind={first.kind} record={first.record} at={first.current.at} />
    </div>
  );
}
