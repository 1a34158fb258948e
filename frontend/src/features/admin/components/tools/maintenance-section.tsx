import { makeStyles } from '@fluentui/react-components';
import { tileGrid } from '@/components/ui/tile-grid';
import { PageSection } from '@/components/ui/page-section';
import { huAdmin } from '@/i18n/hu-admin';
import { MemberImport } from './member-import';
import { ProfileCheckRequest } from './profile-check-request';
import { SchoolImport } from './school-import';

const useStyles = makeStyles({
  grid: { ...tileGrid('280px', 'auto-fit'), alignItems: 'start' },
});

/**
 * Rare tasks under the tables: member import, the data-check request and the school list. The school
 * list lives here because it is what the OM marks of the applicants' table are checked against.
 */
export function MaintenanceSection() {
  const styles = useStyles();
  return (
    <PageSection title={huAdmin.adminUsers.tools.title}>
      <div className={styles.grid}>
        <MemberImport />
        <ProfileCheckRequest />
        <SchoolImport />
      </div>
    </PageSection>
  );
}
