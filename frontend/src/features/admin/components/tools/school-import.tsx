import { huAdmin } from '@/i18n/hu-admin';
import { useAdminSchools } from '../../api/get-admin-schools';
import { useImportSchools } from '../../api/import-schools';
import { FileImport } from './file-import';
import { ToolCard } from './tool-card';
import type { SchoolImportReport } from '@backend/contract/schools';

/** The school list behind the application's school picker and the OM check of the users table. */
export function SchoolImport() {
  const importSchools = useImportSchools();
  const schools = useAdminSchools();
  const t = huAdmin.adminSchools;
  return (
    <ToolCard
      title={t.title}
      description={
        <>
          {t.body}
          {schools.data && (
            <>
              {' '}
              <strong>{t.count(schools.data.length)}</strong>
            </>
          )}
        </>
      }
    >
      <FileImport<SchoolImportReport>
        fileLabel={t.fileLabel}
        upload={importSchools.mutate}
        pending={importSchools.isPending}
        summary={(report) => t.result(report.imported, report.updated)}
      />
    </ToolCard>
  );
}
