import { makeStyles, tokens } from '@fluentui/react-components';
import { huAdmin } from '@/i18n/hu-admin';
import { ImportRowErrors } from '@/components/ui/import-row-errors';
import { useImportMembers } from '../../api/import-members';
import { usePreviewMemberImport } from '../../api/preview-member-import';
import { FileImport } from './file-import';
import { ToolCard } from './tool-card';
import type { MemberImportPreview, MemberImportReport } from '@backend/contract/admin-users';

const t = huAdmin.adminUsers.memberImport;

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, overflowWrap: 'anywhere' },
});

/** What the list would do: its rows, the rows left out and why, and who would be mailed (issue 41 §4). */
function PreviewSummary({ preview }: { preview: MemberImportPreview }) {
  const styles = useStyles();
  const more = preview.importable - preview.recipients.length;
  return (
    <>
      {t.previewRows(preview.rows, preview.importable)}
      <br />
      <ImportRowErrors errors={preview.errors} title={t.previewErrorsTitle} />
      {preview.importable === 0 ? (
        t.previewNothing
      ) : (
        <>
          {t.previewMailed(preview.importable)}
          <ul className={styles.list}>
            {preview.recipients.map(({ fullName, email }) => (
              <li key={email}>{t.previewRecipient(fullName, email)}</li>
            ))}
          </ul>
          {more > 0 && t.previewMore(more)}
        </>
      )}
    </>
  );
}

/** Issue 3 part 6: existing members from a list; each then completes their sign-up by mail. */
export function MemberImport() {
  const importMembers = useImportMembers();
  const previewImport = usePreviewMemberImport();
  return (
    <ToolCard title={t.title} description={t.body}>
      <FileImport<MemberImportReport, MemberImportPreview>
        fileLabel={t.fileLabel}
        upload={importMembers.mutate}
        pending={importMembers.isPending}
        summary={(report) => t.result(report.imported)}
        preview={{
          load: previewImport.mutate,
          pending: previewImport.isPending,
          render: (preview) => <PreviewSummary preview={preview} />,
          canConfirm: (preview) => preview.importable > 0,
        }}
      />
    </ToolCard>
  );
}
