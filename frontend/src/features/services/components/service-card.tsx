import { useId } from 'react';
import { Body1, Button, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { huMember } from '@/i18n/hu-member';
import type { MemberServiceCard } from '@backend/contract/member-services';
import { ServiceChipList } from './service-chip-list';

const useStyles = makeStyles({
  card: {
    boxSizing: 'border-box',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  image: { display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', backgroundColor: tokens.colorNeutralBackground3 },
  body: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  name: { margin: 0 },
  description: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  footer: {
    marginTop: 'auto',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  seats: { color: tokens.colorNeutralForeground3 },
});

/** One service in the list: name, chips, short description; 'Részletek' opens the detail dialog. */
export function ServiceCard({ service, onOpen }: { service: MemberServiceCard; onOpen: (id: string) => void }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {service.image && <img className={styles.image} src={service.image} alt="" loading="lazy" />}
      <div className={styles.body}>
        <Subtitle2 as="h3" id={headingId} className={styles.name}>
          {service.name}
        </Subtitle2>
        <ServiceChipList service={service} />
        {service.description && (
          <Body1 as="p" className={styles.description}>
            {service.description}
          </Body1>
        )}
        <div className={styles.footer}>
          {service.limit !== null ? (
            <Caption1 className={styles.seats}>{huMember.services.seats(service.userCount, service.limit)}</Caption1>
          ) : (
            <span />
          )}
          <Button appearance="secondary" onClick={() => onOpen(service.id)}>
            {huMember.services.details}
          </Button>
        </div>
      </div>
    </article>
  );
}
