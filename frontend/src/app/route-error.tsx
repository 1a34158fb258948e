import { useEffect } from 'react';
import { Button } from '@fluentui/react-components';
import { useRouteError } from 'react-router-dom';
import { StandaloneFrame } from '@/components/ui/standalone-frame';
import { paths } from '@/config/paths';
import { hu } from '@/i18n/hu';
import { isChunkLoadError, reloadForNewRelease } from '@/lib/chunk-failure';
import { useOnlineStatus } from '@/lib/use-online-status';
import { useAppRestart } from './app-restart';

/**
 * The router's error page: a page's code that did not arrive (a dropped connection, or a release
 * that replaced the files: then the page loads again by itself, once), or a page that failed to
 * render. Either way it says so and offers "Újrapróbálom", which imports and renders the page again.
 */
export function RouteError() {
  const error = useRouteError();
  const online = useOnlineStatus();
  const restart = useAppRestart();
  const missingCode = isChunkLoadError(error);
  if (import.meta.env.DEV) console.error(error);

  useEffect(() => {
    if (missingCode) void reloadForNewRelease(error);
  }, [missingCode, error]);

  const code = hu.loadFailure.code;
  return (
    <StandaloneFrame
      title={missingCode ? code.title : hu.routeError.title}
      text={missingCode ? (online ? code.body : code.offline) : hu.routeError.body}
    >
      <Button appearance="primary" onClick={restart}>
        {hu.loadFailure.retry}
      </Button>
      <Button as="a" appearance="subtle" href={paths.home}>
        {hu.common.backToHome}
      </Button>
    </StandaloneFrame>
  );
}
