import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { PageSection } from '@/components/ui/page-section';
import { QueryState } from '@/components/ui/query-state';
import { RouterLink } from '@/components/ui/router-link';
import { SignupStatusBadge } from '@/components/ui/signup-status-badge';
import { CARD_LIST, CARD_ROW, CARD_TEXT } from '@/components/ui/list-styles';
import { paths } from '@/config/paths';
import { useMySignups } from '../api/get-my-signups';
import { huMember } from '@/i18n/hu-member';
import type { MySignupView } from '@backend/contract/member-services';

const useStyles = makeStyles({
  list: CARD_LIST,
  row: CARD_ROW,
  text: CARD_TEXT,
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  code: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere', userSelect: 'all' },
  empty: { margin: 0 },
});

/** A sign-up links where the service is read: its sub-page, else its card on the services page. */
const linkOf = (signup: MySignupView) => (signup.subPageUrl ? paths.club.serviceSubPage(signup.subPageUrl) : paths.club.serviceCard(signup.serviceId));

function SignupRow({ signup }: { signup: MySignupView }) {
  const styles = useStyles();
  const t = huMember.club.mySignups;
  return (
    <li className={styles.row}>
      <div className={styles.text}>
        <RouterLink to={linkOf(signup)} className={styles.name}>
          {signup.name}
        </RouterLink>
        {signup.waitlistPosition !== null && <Body1>{t.waitlistPosition(signup.waitlistPosition)}</Body1>}
        {signup.code && <Body1 className={styles.code}>{t.code(signup.code)}</Body1>}
      </div>
      <SignupStatusBadge status={signup.status} />
    </li>
  );
}

/**
 * "Jelentkezéseim" on the club home (issue 41 §9): where the member stands on each sign-up — status,
 * waitlist place, code — without opening every card. Its own chunk: /klub's first load stays the tiles.
 */
export function MySignupsList() {
  const styles = useStyles();
  const t = huMember.club.mySignups;
  return (
    <PageSection title={t.title}>
      <QueryState query={useMySignups()} failed={t.loadFailed}>
        {(signups) =>
          signups.length === 0 ? (
            <Body1 as="p" className={styles.empty}>
              {t.empty} <RouterLink to={paths.club.services} inline>{t.browse}</RouterLink>
            </Body1>
          ) : (
            <ul className={styles.list}>
              {signups.map((signup) => (
                <SignupRow key={signup.serviceId} signup={signup} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </PageSection>
  );
}
