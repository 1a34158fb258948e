import { useState } from 'react';
import { Body1, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { tileGrid } from '@/components/ui/tile-grid';
import { PageSection } from '@/components/ui/page-section';
import { huMember } from '@/i18n/hu-member';
import type { MemberServiceGroupView } from '@backend/contract/member-services';
import { SERVICES_PAGE_SIZE } from '@backend/modules/catalogue/domain/member-service-pages';
import { useServiceGroup } from '../api/get-service-group';
import { ServiceCard } from './service-card';

const useStyles = makeStyles({
  grid: {
    ...tileGrid('min(100%, 300px)'),
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  failed: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/**
 * A service group (category) as an h2 section of cards, in the server's order. The list carries its
 * first services; "show all" reads the category a page at a time, each "more" one page longer, and
 * the live notices and sign-ups reload what is open (docs/decisions/0098).
 */
export function ServiceGroupSection({ group, onOpen }: { group: MemberServiceGroupView; onOpen: (id: string) => void }) {
  const styles = useStyles();
  const t = huMember.services;
  const [pages, setPages] = useState(0);
  const rest = useServiceGroup(group.id, pages * SERVICES_PAGE_SIZE);
  const unfolded = pages > 0 && rest.data !== undefined;
  const services = unfolded ? rest.data.items : group.services;
  const total = unfolded ? rest.data.total : group.serviceCount;
  const loading = pages > 0 && rest.isFetching && (rest.data === undefined || rest.isPlaceholderData);
  const left = total - services.length;
  // A first read that failed is tried again, not asked one page longer.
  const more = () => (pages > 0 && !unfolded ? void rest.refetch() : setPages(pages + 1));
  return (
    <PageSection title={group.name}>
      <ul className={styles.grid} aria-label={group.name}>
        {services.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {rest.isError && pages > 0 && (
        <Body1 as="p" role="alert" className={styles.failed}>
          {t.restFailed}
        </Body1>
      )}
      {(left > 0 || pages > 0) && (
        <div className={styles.actions}>
          {left > 0 && (
            <Button appearance="subtle" icon={loading ? <Spinner size="tiny" /> : undefined} disabledFocusable={loading} onClick={more}>
              {unfolded ? t.showMore(Math.min(left, SERVICES_PAGE_SIZE)) : t.showAll(total)}
            </Button>
          )}
          {pages > 0 && (
            <Button appearance="subtle" onClick={() => setPages(0)}>
              {t.showFewer}
            </Button>
          )}
        </div>
      )}
    </PageSection>
  );
}
