import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAdminNotify } from '@/components/ui/admin-toaster';
import { errorText } from '@/i18n/hu';
import { huAdmin } from '@/i18n/hu-admin';
import { ApiError } from '@/lib/api-client';
import { useDeleteCompany } from '../../api/company-actions';
import type { CompanyApplicationView } from '@backend/contract/companies';

const t = huAdmin.adminCompanies.remove;

/** Deleting an application cannot be taken back (GDPR, decision 0107), so the app asks first and says what goes. */
export function CompanyDeleteDialog({ company, onClose }: { company: CompanyApplicationView | null; onClose: () => void }) {
  const notify = useAdminNotify();
  const remove = useDeleteCompany();
  // Kept while the dialog animates out, so its title does not go blank.
  const [shown, setShown] = useState(company);
  if (company && company !== shown) setShown(company);
  return (
    <ConfirmDialog
      open={company !== null}
      title={shown ? t.title(shown.name) : ''}
      body={t.body}
      confirmLabel={t.confirm}
      cancelLabel={t.cancel}
      busy={remove.isPending}
      onCancel={() => !remove.isPending && onClose()}
      onConfirm={() => {
        if (!company || remove.isPending) return;
        remove.mutate(
          { id: company.id },
          {
            onSuccess: () => notify(t.done(company.name)),
            onError: (error) => notify(`${t.failed} ${error instanceof ApiError ? errorText(error.code) : ''}`.trim(), 'error'),
            onSettled: onClose,
          },
        );
      }}
    />
  );
}
