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
  if (!id) return <NotFound />;
  if (user) {
    const state: ServicesLocationState = { autoOpen: id };
    return <Navigate to={paths.club.services} replace state={state} />;
  }
  const state: DialogRequestState = { openDialog: { kind: 'login', intent: { autoOpen: id } } };
  return <Navigate to={paths.home} replace state={state} />;
}
