import { Body1, Caption1, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { formatMoment } from '@backend/shared/budapest-time';
import { Modal } from '@/components/ui/modal';
import { QueryFallback } from '@/components/ui/query-state';
import { CARD_LIST, CARD_ROW, CARD_TEXT } from '@/components/ui/list-styles';
import { hu } from '@/i18n/hu';
import { huAdmin } from '@/i18n/hu-admin';
import type { PartnerView } from '@backend/contract/partners';
import { usePartnerConsents } from '../api/get-partner-consents';
import { DialogCloseAction } from '@/components/ui/dialog-close-action';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  lead: { margin: 0 },
  list: CARD_LIST,
  item: CARD_ROW,
  text: { ...CARD_TEXT, overflowWrap: 'anywhere' },
});

/** Who lets one partner site receive their data, and what; closed while `partner` is null. */
export function PartnerConsentsDialog({ partner, onClose }: { partner: PartnerView | null; onClose: () => void }) {
  const styles = useStyles();
  const t = huAdmin.partnerConsents;
  return (
    <Modal open={partner !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle
            action={
              <DialogCloseAction />
            }
          >
            {partner ? t.title(partner.name) : t.listLabel}
          </DialogTitle>
          <DialogContent className={styles.content}>{partner && <Consents partner={partner} />}</DialogContent>
        </DialogBody>
      </DialogSurface>
    </Modal>
  );
}

function Consents({ partner }: { partner: PartnerView }) {
  const styles = useStyles();
  const t = huAdmin.partnerConsents;
  const consents = usePartnerConsents(partner.id);
  if (!consents.data) return <QueryFallback query={consents} failed={t.loadFailed} pending={<Spinner label={hu.common.loading} />} />;
  return (
    <>
      <Body1 as="p" className={styles.lead}>
        {t.lead(partner.name)} {t.logged}
      </Body1>
      {consents.data.length === 0 ? (
        <Body1 as="p" className={styles.lead}>
          {t.empty}
        </Body1>
      ) : (
        <ul className={styles.list} aria-label={t.listLabel}>
          {consents.data.map((consent) => (
            <li key={consent.userId} className={styles.item}>
              <div className={styles.text}>
                <Body1>
                  <strong>{consent.name}</strong>
                </Body1>
                <Caption1>{consent.email}</Caption1>
                <Caption1>
                  {consent.data.length > 0 ? t.receives(consent.data.map((item) => huAdmin.adminPartners.dataNames[item]).join(', ')) : huAdmin.adminPartners.receivesOnlyId.emphasis}
                </Caption1>
                <Caption1>{t.grantedAt(formatMoment(consent.grantedAt))}</Caption1>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
