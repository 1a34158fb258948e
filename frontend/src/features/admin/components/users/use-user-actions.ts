import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/i18n/hu';
import { huAdmin } from '@/i18n/hu-admin';
import { useActivateUser } from '../../api/activate-user';
import { useDeleteUser } from '../../api/delete-user';
import { useAdminNotify } from '@/components/ui/admin-toaster';
import type { AdminUserView } from '@backend/contract/admin-users';

/** A failed admin call in Hungarian. */
export function adminUserErrorText(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'UNKNOWN';
  return errorText(code);
}

export type Person = Pick<AdminUserView, 'id' | 'firstName' | 'lastName' | 'fullName'>;
/** Whom the rejection or block dialog is for: an applicant's application, or an activated member. */
export type Disabling = { user: Person; kind: 'application' | 'member' };

/**
 * Activate (no confirmation) and delete (browser confirm with the SPEC §5 wording). Each reports its
 * result as a message; the tables reload through the mutations' invalidation. Rejecting an applicant
 * and blocking a member ask for a reason (and a block shows its consequences), so they only name whom
 * the screen's dialog is for.
 */
export function useUserActions() {
  const notify = useAdminNotify();
  const activateUser = useActivateUser();
  const deleteUser = useDeleteUser();
  const { mutate: activateMutate } = activateUser;
  const { mutate: deleteMutate } = deleteUser;
  const [disabling, setDisabling] = useState<Disabling | null>(null);
  const onError = useCallback((error: unknown) => notify(adminUserErrorText(error), 'error'), [notify]);

  const activate = useCallback(
    (user: Person) =>
      activateMutate(user, {
        onSuccess: (saved) =>
          notify(saved.registered ? huAdmin.adminUsers.activatedCanSignIn(user.fullName) : huAdmin.adminUsers.activatedWithLink(user.fullName)),
        onError,
      }),
    [activateMutate, notify, onError],
  );

  const remove = useCallback(
    (user: Person) => {
      if (!window.confirm(huAdmin.adminUsers.confirmDelete(user.lastName, user.firstName))) return;
      deleteMutate(user, { onSuccess: () => notify(huAdmin.adminUsers.deleted(user.fullName)), onError });
    },
    [deleteMutate, notify, onError],
  );

  /** The member whose action is on its way (its buttons wait). */
  const pendingId = [activateUser, deleteUser].find((m) => m.isPending)?.variables?.id;

  return {
    activate,
    remove,
    pendingId,
    reject: (user: Person) => setDisabling({ user, kind: 'application' }),
    disable: (user: Person) => setDisabling({ user, kind: 'member' }),
    disabling,
    closeDisabling: () => setDisabling(null),
  };
}
