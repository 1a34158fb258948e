import { Button } from '@fluentui/react-components';
import { useRouteError } from 'react-router-dom';
import { StandaloneFrame } from '@/components/ui/standalone-frame';
import { hu } from '@/i18n/hu';

/** Last-resort error page (a route module failed to load after a release, a render error…). */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <StandaloneFrame title={hu.routeError.title} text={hu.routeError.body}>
      <Button appearance="primary" onClick={() => window.location.reload()}>
        {hu.routeError.reload}
      </Button>
    </StandaloneFrame>
  );
}
