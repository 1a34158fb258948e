import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { paths, type ServicesLocationState } from '@/config/paths';
import type { DialogRequestState } from '@/lib/dialogs';
import { useSessionUser } from '@/lib/session';
import { NotFound } from '../public/not-found';

/**
 * /klub/kartya/:id (SPEC §2): signed in → the services list opening that service; signed out →
 * home with the login dialog, which continues to the same place after sign-in.
 */
export function ServiceCardRedirect() {
  const { id } = useParams();
  const user = useSessionUser();
  // <Navigate> navigates again whenever `state` changes identity: keep it stable.
  const servicesState = useMemo<ServicesLocationState>(() => ({ autoOpen: id }), [id]);
  const loginState = useMemo<DialogRequestState>(
    () => ({ openDialog: { kind: 'login', intent: { autoOpen: id } } }),
    [id],
  );
  if (!id) return <NotFound />;
  if (user) return <Navigate to={paths.club.services} replace state={servicesState} />;
  return <Navigate to={paths.home} replace state={loginState} />;
}
