import { useState } from 'react';
import { Badge, Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, EditRegular, PeopleRegular } from '@fluentui/react-icons';
import { QueryFallback } from '@/components/ui/query-state';
import { huAdmin } from '@/i18n/hu-admin';
import type { PartnerView } from '@backend/contract/partners';
import { usePartners } from '../api/get-partners';
import { PartnerConsentsDialog } from './partner-consents-dialog';
import { PartnerForm } from './partner-form';
import { CARD_LIST, CARD_ROW, CARD_TEXT } from '@/components/ui/list-styles';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXXL },
  list: CARD_LIST,
  item: CARD_ROW,
  text: { ...CARD_TEXT, overflowWrap: 'anywhere' },
  toolbar: { display: 'flex' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

/** /klub/admin/partnerek: the sites whose members may sign in with the club, added and edited in place. */
export function AdminPartners() {
  const styles = useStyles();
  const t = huAdmin.adminPartners;
  const partners = usePartners();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [consentsOf, setConsentsOf] = useState<PartnerView | null>(null);

  if (partners.data === undefined) return <QueryFallback query={partners} failed={t.loadFailed} />;
  return (
    <div className={styles.root}>
      {editing === 'new' ? (
        <PartnerForm onDone={() => setEditing(null)} />
      ) : (
        <div className={styles.toolbar}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')}>
            {t.add}
          </Button>
        </div>
      )}
      {partners.data.length === 0 && <Body1 as="p">{t.empty}</Body1>}
      <ul className={styles.list} aria-label={t.listLabel}>
        {partners.data.map((partner) =>
          editing === partner.id ? (
            <li key={partner.id}>
              <PartnerForm partner={partner} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={partner.id} className={styles.item}>
              <div className={styles.text}>
                <Body1>
                  <strong>{partner.name}</strong> <Badge appearance="tint" color={partner.active ? 'success' : 'subtle'}>{partner.active ? t.statusActive : t.statusInactive}</Badge>
                </Body1>
                <Caption1>{partner.origins.join(', ')}</Caption1>
                {partner.data.length > 0 ? (
                  <Caption1>{t.receives(partner.data.map((item) => t.dataNames[item]).join(', '))}</Caption1>
                ) : (
                  <Caption1>
                    {t.receivesOnlyId.before}
                    <strong>{t.receivesOnlyId.emphasis}</strong>
                    {t.receivesOnlyId.after}
                  </Caption1>
                )}
              </div>
              <div className={styles.actions}>
                <Button icon={<PeopleRegular />} aria-label={huAdmin.partnerConsents.openLabel(partner.name)} onClick={() => setConsentsOf(partner)}>
                  {huAdmin.partnerConsents.open}
                </Button>
                <Button icon={<EditRegular />} aria-label={t.edit(partner.name)} onClick={() => setEditing(partner.id)} />
              </div>
            </li>
          ),
        )}
      </ul>
      <PartnerConsentsDialog partner={consentsOf} onClose={() => setConsentsOf(null)} />
    </div>
  );
}
