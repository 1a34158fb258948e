import { huAdmin } from '@/i18n/hu-admin';
import { useImportMembers } from '../../api/import-members';
import { FileImport } from './file-import';
import { ToolCard } from './tool-card';
import type { MemberImportReport } from '@backend/contract/admin-users';

/** Issue 3 part 6: existing members from a list; each then completes their sign-up by mail. */
export function MemberImport() {
  const importMembers = useImportMembers();
  const t = huAdmin.adminUsers.memberImport;
  return (
    <ToolCard title={t.title} description={t.body}>
      <FileImport<MemberImportReport>
        fileLabel={t.fileLabel}
        upload={importMembers.mutate}
        pending={importMembers.isPending}
        summary={(report) => t.result(report.imported)}
      />
    </ToolCard>
  );
}
