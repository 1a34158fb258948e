import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { DialogRequestState } from '@/lib/dialogs';
import { useSessionUser } from '@/lib/session';

/** Club routes: without a session, open the login dialog over the home page and come back after. */
export function RequireSession() {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) {
    const state: DialogRequestState = {
      openDialog: { kind: 'login', intent: { returnTo: `${location.pathname}${location.search}` } },
    };
    return <Navigate to={paths.home} replace state={state} />;
  }
  return <Outlet />;
}

/** Admin routes: members without the admin flag go to the club home. */
export function RequireAdmin() {
  const user = useSessionUser();
  if (!user?.admin) return <Navigate to={paths.club.home} replace />;
  return <Outlet />;
}
