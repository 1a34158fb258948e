import { useApproveSignup } from '../../api/approve-signup';
import { useDeleteSignup } from '../../api/delete-signup';
import { useRejectSignup } from '../../api/reject-signup';
import { useUnapproveSignup } from '../../api/unapprove-signup';
import { huAdmin } from '@/i18n/hu-admin';
import type { SignupRowView } from '@backend/contract/admin-services';

/** Approve, reject, unapprove and delete a sign-up; the row updates from the server's answer. */
export function useSignupActions(serviceId: string, onError: (error: unknown) => void) {
  const approve = useApproveSignup();
  const reject = useRejectSignup();
  const unapprove = useUnapproveSignup();
  const remove = useDeleteSignup();
  const running = [approve, reject, unapprove, remove].find((mutation) => mutation.isPending);
  const key = (row: SignupRowView) => ({ userId: row.userId, serviceId });
  return {
    pendingUserId: running?.variables?.userId ?? null,
    approve: (row: SignupRowView) => approve.mutate(key(row), { onError }),
    reject: (row: SignupRowView) => reject.mutate(key(row), { onError }),
    unapprove: (row: SignupRowView) => unapprove.mutate(key(row), { onError }),
    remove: (row: SignupRowView) => {
      if (!window.confirm(huAdmin.adminServices.signups.confirmDelete(row.lastName, row.firstName))) return;
      remove.mutate(key(row), { onError });
    },
  };
}

export type SignupActions = ReturnType<typeof useSignupActions>;
