import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useGetDownloadToken } from '@/lib/api/get-download-token';
import { openDownload } from '@/lib/open-download';

interface ExportButtonProps {
  label: string;
  /** The export's address with the fresh token in it. */
  exportUrl: (token: string) => string;
  onError: () => void;
}

/** An XLSX export: a fresh 60-second download token, then the browser opens the export link. */
export function ExportButton({ label, exportUrl, onError }: ExportButtonProps) {
  const downloadToken = useGetDownloadToken();
  return (
    <Button
      icon={downloadToken.isPending ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
      disabledFocusable={downloadToken.isPending}
      onClick={() => downloadToken.mutate(undefined, { onSuccess: ({ token }) => openDownload(exportUrl(token)), onError })}
    >
      {label}
    </Button>
  );
}
