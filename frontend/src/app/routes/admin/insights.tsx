import { AdminScreen } from '@/features/admin/components/admin-screen';
import { InsightsScreen } from '@/features/admin-insights/components/insights-screen';
import { huAdmin } from '@/i18n/hu-admin';

export function Component() {
  return (
    <AdminScreen title={huAdmin.admin.pages.insights} lead={huAdmin.insights.lead}>
      <InsightsScreen />
    </AdminScreen>
  );
}
