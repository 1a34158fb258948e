import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Body1, Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useLocation } from 'react-router-dom';
import { BackLink } from '@/components/ui/back-link';
import { PageContainer } from '@/components/ui/page-container';
import { OfflineCopyNote } from '@/components/ui/offline-copy-note';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryState } from '@/components/ui/query-state';
import { paths, type ServicesLocationState } from '@/config/paths';
import { hu } from '@/i18n/hu';
import { huMember } from '@/i18n/hu-member';
import { retryingLazy } from '@/lib/retrying-lazy';
import { useOnlineStatus } from '@/lib/use-online-status';
import { whenIdle } from '@/lib/when-idle';
import { useServicesSavedAt } from '../api/get-services';
import { ServiceGroupSection } from './service-group-section';
import { useSelectedService } from './use-selected-service';

const useStyles = makeStyles({
  groups: { display: 'flex', flexDirection: 'column', paddingBottom: tokens.spacingVerticalXXXL },
  message: { marginBottom: tokens.spacingVerticalL },
});

// The dialogs (with Fluent's portal, focus trap and motion) come in a chunk of their own, fetched as
// soon as the cards are on screen: a phone's first visit paints the cards without waiting for them.
const loadDialogs = () => Promise.all([import('./service-detail-dialog'), import('@/components/ui/message-dialog')]);
const ServiceDetailDialog = retryingLazy(() => loadDialogs().then(([detail]) => ({ default: detail.ServiceDetailDialog })));
const MessageDialog = retryingLazy(() => loadDialogs().then(([, message]) => ({ default: message.MessageDialog })));

/** /klub/szolgaltatasok: groups of service cards; router state { autoOpen } opens that service. */
export function ServicesPage() {
  const styles = useStyles();
  const location = useLocation();
  const autoOpen = (location.state as ServicesLocationState | null)?.autoOpen ?? null;
  const [openId, setOpenId] = useState<string | null>(autoOpen);
  const [fullDialog, setFullDialog] = useState(false);
  const [notFoundDismissed, setNotFoundDismissed] = useState(false);
  const { list, service, notFound } = useSelectedService(openId);
  const savedAt = useServicesSavedAt();
  const online = useOnlineStatus();
  const { refetch } = list;
  // The cards render in the background, yielding to the browser between them: a phone's main thread
  // is not held for the whole list when it arrives.
  const groups = useDeferredValue(list.data);

  // An offline copy on screen: reload by itself once the connection is back.
  useEffect(() => {
    if (online && savedAt !== null) void refetch();
  }, [online, savedAt, refetch]);

  // Fetched ahead of the first tap; if that fails, opening a dialog tries again. Asked for once the
  // browser is idle: the import adds a modulepreload link per chunk the dialogs need (dozens), which
  // in the task the list arrives in made it one long task on a phone.
  useEffect(() => {
    if (!list.isSuccess) return;
    return whenIdle(() => void loadDialogs().catch(() => undefined));
  }, [list.isSuccess]);

  // A new history entry carrying autoOpen (card link, login) opens that service.
  useEffect(() => {
    if (autoOpen) {
      setOpenId(autoOpen);
      setNotFoundDismissed(false);
    }
  }, [location.key, autoOpen]);

  return (
    <PageContainer>
      <PageHeader
        title={huMember.club.services.title}
        lead={huMember.club.services.intro}
        before={<BackLink to={paths.club.home} label={huMember.club.backToClub} />}
      />
      {notFound && !notFoundDismissed && (
        <MessageBar intent="warning" className={styles.message}>
          <MessageBarBody>{huMember.services.notFound}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button appearance="transparent" aria-label={hu.common.close} icon={<DismissRegular />} onClick={() => setNotFoundDismissed(true)} />
            }
          />
        </MessageBar>
      )}
      {savedAt !== null && <OfflineCopyNote savedAt={savedAt} className={styles.message} />}
      <QueryState query={list} failed={huMember.services.loadFailed} className={styles.message}>
        {() =>
          groups === undefined ? (
            <PageSpinner />
          ) : groups.length === 0 ? (
            <Body1 as="p">{huMember.services.empty}</Body1>
          ) : (
            <div className={styles.groups}>
              {groups.map((group) => (
                <ServiceGroupSection key={group.id} group={group} onOpen={setOpenId} />
              ))}
            </div>
          )
        }
      </QueryState>
      <Suspense fallback={null}>
        {service && (
          <ServiceDetailDialog
            key={service.id}
            service={service}
            onClose={() => setOpenId(null)}
            onSignupFailed={() => {
              setOpenId(null);
              setFullDialog(true);
            }}
          />
        )}
        {/* Mounted only while open: a closed Fluent dialog mounted after an open one hides it from assistive tech. */}
        {fullDialog && (
          // SPEC §2, §8: opened on any failed sign-up.
          <MessageDialog open title={huMember.services.fullDialog.title} body={huMember.services.fullDialog.body} okLabel={huMember.services.fullDialog.ok} onClose={() => setFullDialog(false)} />
        )}
      </Suspense>
    </PageContainer>
  );
}
