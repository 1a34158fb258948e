import { AdminScreen } from '@/features/admin/components/admin-screen';
import { AuditTrail } from '@/features/admin-audit/components/audit-trail';
import { hu } from '@/i18n/hu';

export function Component() {
  return (
    <AdminScreen title={hu.admin.pages.audit} lead={hu.adminAudit.lead}>
      <AuditTrail />
    </AdminScreen>
  );
}
