import { useState, type ReactNode } from 'react';
import { DialogContent, Tab, TabList, makeStyles } from '@fluentui/react-components';
import { huAdmin } from '@/i18n/hu-admin';
import { StreamHistory } from './stream-history';

const useStyles = makeStyles({
  // Inside a DialogBody: one column below the title, tabs first; the details' content and actions
  // become its items, the content scrolling between them.
  root: {
    gridColumnStart: 1,
    gridColumnEnd: 4,
    gridRowStart: 2,
    gridRowEnd: 4,
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    gap: '8px',
    '& .fui-DialogContent': { minHeight: 0, flexGrow: 1 },
  },
  details: { display: 'contents' },
  hidden: { display: 'none' },
});

type RecordTab = 'details' | 'history';

/**
 * An edit dialog's "Adatok" and "Előzmények" tabs (issue 12 §3). The details stay mounted while the
 * history is shown, so a half-edited form loses nothing.
 */
export function RecordTabs({ stream, children }: { stream: string; children: ReactNode }) {
  const styles = useStyles();
  const [tab, setTab] = useState<RecordTab>('details');
  return (
    <div className={styles.root}>
      <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as RecordTab)}>
        <Tab value="details">{huAdmin.history.detailsTab}</Tab>
        <Tab value="history">{huAdmin.history.tab}</Tab>
      </TabList>
      <div className={tab === 'details' ? styles.details : styles.hidden}>{children}</div>
      {tab === 'history' && (
        <DialogContent>
          <StreamHistory stream={stream} />
        </DialogContent>
      )}
    </div>
  );
}
