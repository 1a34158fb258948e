import { useEffect, useRef } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { errorText, hu } from '@/i18n/hu';
import { isRefusal, loadFailureReason } from '@/lib/load-failure';
import { useOnlineStatus } from '@/lib/use-online-status';

interface LoadFailureProps {
  /** What did not load, in the page's own words: "Nem sikerült betölteni a profilodat." */
  what: string;
  error: unknown;
  /** The read waits for the network and has no error yet (TanStack Query's offline pause). */
  paused?: boolean;
  onRetry: () => void;
  /** A retry is on its way: the button says so instead of taking another press. */
  retrying?: boolean;
  className?: string;
}

/**
 * A page's data did not arrive: what failed, why (offline with nothing saved, no answer in time, the
 * server unreachable or failing), and "Újrapróbálom". Once the connection comes back it tries again
 * by itself, as the offline text promises.
 */
export function LoadFailure({ what, error, paused = false, onRetry, retrying = false, className }: LoadFailureProps) {
  const online = useOnlineStatus();
  const reason = loadFailureReason(error, { online, paused });
  // A refusal reads as its own code's text ("Ehhez nincs jogosultságod."); every other reason in general words.
  const why = reason === 'refused' ? errorText(isRefusal(error) ? error.code : 'UNKNOWN') : hu.loadFailure[reason];
  useRetryWhenBackOnline(online, onRetry);
  return (
    <MessageBar intent={reason === 'offline' ? 'warning' : 'error'} layout="multiline" className={className}>
      <MessageBarBody>
        <MessageBarTitle>{what}</MessageBarTitle> {why}
      </MessageBarBody>
      <MessageBarActions>
        <Button disabledFocusable={retrying} icon={retrying ? <Spinner size="tiny" /> : undefined} onClick={onRetry}>
          {hu.loadFailure.retry}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}

function useRetryWhenBackOnline(online: boolean, retry: () => void): void {
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) retry();
    wasOnline.current = online;
  }, [online, retry]);
}
