import { Badge, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { huMember } from '@/i18n/hu-member';
import type { MemberServiceCard } from '@backend/contract/member-services';
import { serviceChips, type ServiceChip } from '@backend/modules/catalogue/domain/service-chips';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
});

const looks: Record<ServiceChip, Pick<BadgeProps, 'appearance' | 'color'>> = {
  signedUp: { appearance: 'filled', color: 'success' },
  awaitingApproval: { appearance: 'tint', color: 'warning' },
  onWaitlist: { appearance: 'tint', color: 'brand' },
  rejected: { appearance: 'tint', color: 'danger' },
  full: { appearance: 'tint', color: 'severe' },
  waitlistAvailable: { appearance: 'tint', color: 'brand' },
  available: { appearance: 'tint', color: 'success' },
  unavailable: { appearance: 'tint', color: 'subtle' },
  approvalNeeded: { appearance: 'outline', color: 'informative' },
};

/** The SPEC §4 chips of a service. */
export function ServiceChipList({ service }: { service: MemberServiceCard }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={huMember.services.chipsLabel}>
      {serviceChips(service).map((chip) => (
        <li key={chip}>
          <Badge size="large" shape="rounded" {...looks[chip]}>
            {huMember.services.chips[chip]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
