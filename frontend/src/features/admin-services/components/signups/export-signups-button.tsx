import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { hu } from '@/i18n/hu';
import { signupsExportUrl, useGetDownloadToken } from '../../api/get-download-token';
import { openDownload } from '../../lib/open-download';

/** XLSX of the sign-ups: a fresh download token, then the browser opens the export link. */
export function ExportSignupsButton({ serviceId, onError }: { serviceId: string; onError: () => void }) {
  const downloadToken = useGetDownloadToken();
  return (
    <Button
      icon={downloadToken.isPending ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
      disabledFocusable={downloadToken.isPending}
      onClick={() =>
        downloadToken.mutate(undefined, {
          onSuccess: ({ token }) => openDownload(signupsExportUrl(serviceId, token)),
          onError,
        })
      }
    >
      {hu.adminServices.signups.export}
    </Button>
  );
}
