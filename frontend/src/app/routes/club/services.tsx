import { useLocation } from 'react-router-dom';
import { BackLink } from '@/components/ui/back-link';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { paths, type ServicesLocationState } from '@/config/paths';
import { hu } from '@/i18n/hu';

/**
 * The service id whose detail dialog should open on arrival (set by /klub/kartya/:id and by the
 * login flow). The services list of the next issue opens that service's dialog.
 */
export function useAutoOpenServiceId(): string | undefined {
  const location = useLocation();
  return (location.state as ServicesLocationState | null)?.autoOpen;
}

/** Services: the grouped service cards and their dialogs arrive with the services issue. */
export function Component() {
  return (
    <PageContainer>
      <PageHeader
        title={hu.club.services.title}
        lead={hu.club.services.intro}
        before={<BackLink to={paths.club.home} label={hu.club.backToClub} />}
      />
    </PageContainer>
  );
}
