import { Body1, Button, Caption1, MessageBar, MessageBarBody, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { QueryFallback } from '@/components/ui/query-state';
import { huMember } from '@/i18n/hu-member';
import { usePartnerGrants } from '../api/get-partner-grants';
import { useRevokePartnerGrant } from '../api/revoke-partner-grant';
import { CARD_LIST, CARD_ROW, CARD_TEXT } from '@/components/ui/list-styles';
import { formatMoment } from '@backend/shared/budapest-time';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalXXL },
  list: CARD_LIST,
  item: CARD_ROW,
  text: CARD_TEXT,
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The profile's "Kapcsolt oldalak": each partner the member lets receive data, what, since when; revocable. */
export function PartnerGrantsSection() {
  const styles = useStyles();
  const t = huMember.partnerGrants;
  const grants = usePartnerGrants();
  const revoke = useRevokePartnerGrant();
  return (
    <section className={styles.section} aria-labelledby="kapcsolt-oldalak">
      <Subtitle1 as="h2" id="kapcsolt-oldalak">
        {t.title}
      </Subtitle1>
      <Body1 as="p" className={styles.muted}>
        {t.intro}
      </Body1>
      {grants.isError && !grants.data && <QueryFallback query={grants} failed={t.loadFailed} />}
      {revoke.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{t.revokeFailed}</MessageBarBody>
        </MessageBar>
      )}
      {grants.isSuccess && grants.data.length === 0 && <Body1 as="p">{t.empty}</Body1>}
      {grants.isSuccess && grants.data.length > 0 && (
        <ul className={styles.list}>
          {grants.data.map((grant) => (
            <li key={grant.partnerId} className={styles.item}>
              <div className={styles.text}>
                <Body1>
                  <strong>{grant.name}</strong>
                </Body1>
                {grant.data.length > 0 ? (
                  <Caption1>{t.receives(grant.data.map((item) => huMember.standalone.partnerSignIn.data[item]).join(', '))}</Caption1>
                ) : (
                  <Caption1>
                    {t.receivesOnlyId.before}
                    <strong>{t.receivesOnlyId.emphasis}</strong>
                    {t.receivesOnlyId.after}
                  </Caption1>
                )}
                <Caption1 className={styles.muted}>{t.granted(formatMoment(grant.grantedAt))}</Caption1>
              </div>
              <Button aria-label={t.revoke(grant.name)} disabledFocusable={revoke.isPending} onClick={() => revoke.mutate(grant.partnerId)}>
                {t.revokeLabel}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
