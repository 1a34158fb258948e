import { makeStyles } from '@fluentui/react-components';
import { tileGrid } from '@/components/ui/tile-grid';
import { PageSection } from '@/components/ui/page-section';
import type { MemberServiceGroupView } from '@backend/contract/member-services';
import { ServiceCard } from './service-card';

const useStyles = makeStyles({
  grid: {
    ...tileGrid('min(100%, 300px)'),
  },
});

/** A service group (category) as an h2 section of cards, in the server's order. */
export function ServiceGroupSection({ group, onOpen }: { group: MemberServiceGroupView; onOpen: (id: string) => void }) {
  const styles = useStyles();
  return (
    <PageSection title={group.name}>
      <ul className={styles.grid} aria-label={group.name}>
        {group.services.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
