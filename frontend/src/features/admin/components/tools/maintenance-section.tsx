import { makeStyles, tokens } from '@fluentui/react-components';
import { PageSection } from '@/components/ui/page-section';
import { huAdmin } from '@/i18n/hu-admin';
import { MemberImport } from './member-import';
import { ProfileCheckRequest } from './profile-check-request';
import { SchoolImport } from './school-import';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
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
