import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { DialogRequestState } from '@/lib/dialogs';
import { useSessionUser } from '@/lib/session';

/** Club routes: without a session, open the login dialog over the home page and come back after. */
export function RequireSession() {
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  // <Navigate> navigates again whenever `state` changes identity: keep it stable.
  const loginState = useMemo<DialogRequestState>(
    () => ({ openDialog: { kind: 'login', intent: { returnTo: `${pathname}${search}` } } }),
    [pathname, search],
  );
  if (!user) return <Navigate to={paths.home} replace state={loginState} />;
  return <Outlet />;
}

/** Admin routes: members without the admin flag go to the club home. */
export function RequireAdmin() {
  const user = useSessionUser();
  if (!user?.admin) return <Navigate to={paths.club.home} replace />;
  return <Outlet />;
}

const openTeacherSignup: DialogRequestState = { openDialog: { kind: 'teacherSignup' } };

/** /jelentkezes: the application over the home page; a member already signed in has applied, so the club. */
export function ApplyRedirect() {
  const user = useSessionUser();
  if (user) return <Navigate to={paths.club.home} replace />;
  return <Navigate to={paths.home} replace state={openTeacherSignup} />;
}
