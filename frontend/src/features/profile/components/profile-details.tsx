import { Body1, Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { PageSpinner } from '@/components/ui/page-spinner';
import { hu } from '@/i18n/hu';
import { useProfile, type Profile } from '../api/get-profile';

const useStyles = makeStyles({
  list: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(160px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    '@media (max-width: 599px)': { gridTemplateColumns: '1fr', rowGap: tokens.spacingVerticalXS },
  },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightSemibold },
  value: {
    margin: 0,
    overflowWrap: 'anywhere',
    '@media (max-width: 599px)': { marginBottom: tokens.spacingVerticalS },
  },
});

const LEVEL_KEYS = [
  'altalanosIskola',
  'gimnazium',
  'szakgimnazium',
  'szakmaiTargy',
  'idenErettsegi',
  'felsooktatas',
] as const satisfies ReadonlyArray<keyof Profile & keyof typeof hu.profile.levels>;

function rows(profile: Profile): Array<[string, string]> {
  const orEmpty = (value: string) => value?.trim() || hu.profile.empty;
  const levels = LEVEL_KEYS.filter((key) => profile[key]).map((key) => hu.profile.levels[key]);
  return [
    [hu.profile.fields.name, orEmpty(`${profile.lastName} ${profile.firstName}`)],
    [hu.profile.fields.nickName, orEmpty(profile.nickName)],
    [hu.profile.fields.email, orEmpty(profile.email)],
    [hu.profile.fields.phone, orEmpty(profile.phone)],
    [hu.profile.fields.address, orEmpty(`${profile.zip ?? ''} ${profile.city ?? ''}`)],
    [hu.profile.fields.schoolOm, orEmpty(profile.schoolOm)],
    [hu.profile.fields.personalId, orEmpty(profile.personalId)],
    [hu.profile.fields.levels, levels.length ? levels.join(', ') : hu.profile.empty],
  ];
}

/** Read-only view of the member's profile (editing arrives with the profile issue). */
export function ProfileDetails() {
  const styles = useStyles();
  const profile = useProfile();

  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{hu.profile.loadFailed}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void profile.refetch()}>{hu.profile.retry}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return (
    <dl className={styles.list}>
      {rows(profile.data).map(([term, value]) => (
        <div key={term} className={styles.pair}>
          <dt className={styles.term}>
            <Body1>{term}</Body1>
          </dt>
          <dd className={styles.value}>
            <Body1>{value}</Body1>
          </dd>
        </div>
      ))}
    </dl>
  );
}
