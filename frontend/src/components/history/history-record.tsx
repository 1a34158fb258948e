import { Body1, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { huAdmin } from '@/i18n/hu-admin';
import { fieldValueText, personName } from './field-value';
import { formatMoment } from '@backend/shared/budapest-time';
import { fieldLabel } from '@backend/module-lists/record-texts';
import type { HistoryKind, HistoryRecordView } from '@backend/contract/audit';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  fields: { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line', maxHeight: '6lh', overflowY: 'auto' },
  signups: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

/** The record right after the chosen event: its fields as its edit form labels them, and for a service who stood where then. */
export function HistoryRecord({ kind, record, at }: { kind: HistoryKind; record: HistoryRecordView; at: string }) {
  const styles = useStyles();
  const t = huAdmin.history;
  return (
    <section className={styles.root} aria-label={t.recordTitle(formatMoment(at))}>
      <Subtitle2 as="h3">{t.recordTitle(formatMoment(at))}</Subtitle2>
      {record.signups && (
        <>
          <Body1 as="h4">
            <strong>{t.signupsTitle}</strong>
          </Body1>
          {record.signups.length === 0 ? (
            <Caption1>{t.noSignups}</Caption1>
          ) : (
            <ol className={styles.signups} aria-label={t.signupsTitle}>
              {record.signups.map((signup) => (
                <li key={signup.member.id}>
                  {personName(signup.member)}: {t.signupStatus[signup.status]}
                  {signup.waitlistPriority ? `, ${t.priority}` : ''}
                  {signup.code ? ` (${signup.code})` : ''}
                </li>
              ))}
            </ol>
          )}
          {record.signupsTotal !== undefined && record.signupsTotal > record.signups.length && <Caption1>{t.signupsShown(record.signups.length, record.signupsTotal)}</Caption1>}
        </>
      )}
      <dl className={styles.fields}>
        {Object.entries(record.fields).map(([field, value]) => (
          <div key={field} className={styles.pair}>
            <dt className={styles.term}>{fieldLabel(kind, field)}</dt>
            <dd className={styles.value}>{fieldValueText(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
