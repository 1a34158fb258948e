import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShowDialog, type DialogRequestState } from '@/lib/dialogs';

/**
 * Opens the dialog a redirect asked for in router state ({ openDialog }) — /jelentkezes, the
 * session guard, /klub/kartya/:id — then drops that request from the history entry so that
 * reloading or going back does not reopen it.
 */
export function useDialogRequest() {
  const location = useLocation();
  const navigate = useNavigate();
  const showDialog = useShowDialog();
  const state = location.state as (DialogRequestState & Record<string, unknown>) | null;
  const request = state?.openDialog;

  useEffect(() => {
    if (!request) return;
    showDialog(request);
    const { openDialog: _consumed, ...rest } = state ?? {};
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: Object.keys(rest).length > 0 ? rest : null },
    );
    // Runs once per history entry that carries a request.
  }, [location.key]);
}
