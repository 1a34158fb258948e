import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { hu } from '@/i18n/hu';
import { useGetDownloadToken, usersExportUrl } from '../../api/get-download-token';
import { openDownload } from '../../lib/open-download';
import { useAdminNotify } from '../admin-toaster';

/** XLSX of the reviewed members: a fresh download token, then the browser opens the export link. */
export function ExportUsersButton() {
  const downloadToken = useGetDownloadToken();
  const notify = useAdminNotify();
  return (
    <Button
      icon={downloadToken.isPending ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
      disabledFocusable={downloadToken.isPending}
      onClick={() =>
        downloadToken.mutate(undefined, {
          onSuccess: ({ token }) => openDownload(usersExportUrl(token)),
          onError: () => notify(hu.adminUsers.exportFailed, 'error'),
        })
      }
    >
      {hu.adminUsers.export}
    </Button>
  );
}
