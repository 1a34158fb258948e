import { Body1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import { RouterButton } from '@/components/ui/router-link';
import { StandaloneFrame } from '@/components/ui/standalone-frame';
import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { huMember } from '@/i18n/hu-member';
import { AUTOFOCUS } from '@/lib/focus-targets';

const useStyles = makeStyles({
  icon: { fontSize: '40px', color: tokens.colorPaletteRedForeground1 },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  text: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase500 },
});

/**
 * SPEC §8: a used, expired or unknown link (or any failed call of its page): the link no longer
 * works, whoever already has a password should sign in, problems go to the support address.
 */
export function InvalidCodePanel({ title }: { title: string }) {
  const styles = useStyles();
  return (
    <StandaloneFrame
      title={title}
      icon={<ErrorCircleRegular className={styles.icon} aria-hidden />}
      content={
        // Where focus goes when a link turns out not to work (after checking it, or a failed submit).
        <div role="alert" className={styles.panel} tabIndex={-1} {...AUTOFOCUS}>
          <Body1 as="p" className={styles.text}>
            {huMember.account.invalidBody}
          </Body1>
          <Body1 as="p" className={styles.text}>
            {huMember.account.invalidLogin}
          </Body1>
          <Body1 as="p" className={styles.text}>
            {huMember.account.invalidSupport}
            <Link href={`mailto:${site.supportEmail}`} inline>
              {site.supportEmail}
            </Link>
          </Body1>
        </div>
      }
    >
      <RouterButton to={paths.home} appearance="primary">
        {huMember.account.back}
      </RouterButton>
    </StandaloneFrame>
  );
}
