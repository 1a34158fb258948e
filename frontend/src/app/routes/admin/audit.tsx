import { AdminScreen } from '@/features/admin/components/admin-screen';
import { AuditTrail } from '@/features/admin-audit/components/audit-trail';
import { huAdmin } from '@/i18n/hu-admin';

export function Component() {
  return (
    <AdminScreen title={huAdmin.admin.pages.audit} lead={huAdmin.adminAudit.lead}>
      <AuditTrail />
    </AdminScreen>
  );
}
