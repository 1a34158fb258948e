import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { BackLink } from '@/components/ui/back-link';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { PageSection } from '@/components/ui/page-section';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RouterButton } from '@/components/ui/router-link';
import { paths, type ServicesLocationState, type TeacherLocationState } from '@/config/paths';
import { hu } from '@/i18n/hu';
import { huMember } from '@/i18n/hu-member';
import { ApiError } from '@/lib/api-client';
import { useSessionUser } from '@/lib/session';
import { useSubPage } from '../api/get-sub-page';
import { HtmlContent } from './html-content';
import { ShareBox } from './share-box';
import { SubPageFiles } from './sub-page-files';
import type { SubPageView } from '@backend/contract/member-services';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, paddingBottom: tokens.spacingVerticalXXXL },
  action: { alignSelf: 'flex-start' },
});

const membersOnly: TeacherLocationState = { error: 401 };

/** The 403 body names the service: its name and id. */
function forbiddenService(error: ApiError): { id: string; name: string } | null {
  const { id, name } = error.details;
  return typeof id === 'string' && typeof name === 'string' ? { id, name } : null;
}

/**
 * /klub/szolgaltatasok/{subPageUrl} (SPEC §2, §4): the server decides access — 401 sends the
 * visitor to /tanar-vagyok with the members-only banner, 403 offers the service, 404 says so.
 */
export function SubPagePage({ subPageUrl }: { subPageUrl: string }) {
  const styles = useStyles();
  const user = useSessionUser();
  const query = useSubPage(subPageUrl, user?.id ?? null);
  const back = user ? <BackLink to={paths.club.services} label={huMember.subPage.backToServices} /> : undefined;

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const error = query.error instanceof ApiError ? query.error : null;
    if (error?.status === 401) return <Navigate to={paths.teacher} replace state={membersOnly} />;
    const service = error?.status === 403 ? forbiddenService(error) : null;
    if (service) {
      const state: ServicesLocationState = { autoOpen: service.id };
      return (
        <PageContainer narrow>
          <PageHeader title={service.name} lead={huMember.subPage.forbiddenBody} before={back}>
            <RouterButton appearance="primary" to={paths.club.services} state={state} className={styles.action}>
              {huMember.subPage.toService}
            </RouterButton>
          </PageHeader>
        </PageContainer>
      );
    }
    if (error?.status === 404) {
      return (
        <PageContainer narrow>
          <PageHeader title={huMember.subPage.notFound} lead={huMember.subPage.notFoundBody} before={back} />
        </PageContainer>
      );
    }
    return (
      <PageContainer narrow>
        <PageHeader title={hu.routeError.title} before={back} />
        <LoadFailure
          what={huMember.subPage.loadFailed}
          error={query.error}
          onRetry={() => void query.refetch({ cancelRefetch: false })}
          retrying={query.isFetching}
        />
      </PageContainer>
    );
  }
  return <SubPageContent subPage={query.data} subPageUrl={subPageUrl} back={back} signedIn={user !== null} />;
}

interface SubPageContentProps {
  subPage: SubPageView;
  subPageUrl: string;
  back: ReactNode;
  signedIn: boolean;
}

function SubPageContent({ subPage, subPageUrl, back, signedIn }: SubPageContentProps) {
  const styles = useStyles();
  const shareUrl = `${window.location.origin}${paths.club.serviceSubPage(subPageUrl)}`;
  return (
    <PageContainer narrow>
      <PageHeader title={subPage.name} before={back} />
      <div className={styles.body}>
        <HtmlContent html={subPage.content} large />
        {subPage.files.length > 0 && (
          <PageSection title={huMember.subPage.files}>
            <SubPageFiles subPage={subPage} subPageUrl={subPageUrl} />
          </PageSection>
        )}
        {subPage.public && signedIn && <ShareBox url={shareUrl} />}
      </div>
    </PageContainer>
  );
}
