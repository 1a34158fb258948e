import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useDownloadLink } from '@/lib/api/get-download-token';
import { openDownload } from '@/lib/open-download';

interface ExportButtonProps {
  label: string;
  /** The export's address, e.g. `/api/admin/users/export`: the token is made for it alone. */
  path: string;
  /** What the export is of (its filters as a query string), beside the token. */
  search?: string;
  onError: () => void;
}

/** An XLSX export: a fresh 60-second download token for this export, then the browser opens the link. */
export function ExportButton({ label, path, search, onError }: ExportButtonProps) {
  const link = useDownloadLink();
  return (
    <Button
      icon={link.isPending ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
      disabledFocusable={link.isPending}
      onClick={() => link.mutate({ path, search }, { onSuccess: (url) => openDownload(url), onError })}
    >
      {label}
    </Button>
  );
}
