import { useState } from 'react';
import { Caption1, Link, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentRegular, ImageRegular } from '@fluentui/react-icons';
import { paths } from '@/config/paths';
import { huMember } from '@/i18n/hu-member';
import { useDownloadLink } from '@/lib/api/get-download-token';
import { openDownload } from '@/lib/open-download';
import { formatFileSize } from '@/lib/file-size';
import type { ServiceFileView } from '@backend/contract/admin-services';
import type { SubPageView } from '@backend/contract/member-services';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  icon: { flexShrink: 0, fontSize: '24px', color: tokens.colorBrandForeground1 },
  name: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  size: { flexShrink: 0, color: tokens.colorNeutralForeground3 },
  download: { flexShrink: 0, fontSize: '20px', color: tokens.colorNeutralForeground3 },
});

/** SPEC §9: files are served at /klub/szolgaltatasok/{subPageUrl}/letoltesek/{file}. */
export function fileUrl(subPageUrl: string, file: ServiceFileView): string {
  return `${paths.club.serviceSubPage(subPageUrl)}/letoltesek/${encodeURIComponent(file.id)}`;
}

/** The sub-page's files with sizes in KB; members-only files fetch a 60-second token for the file first. */
export function SubPageFiles({ subPage, subPageUrl }: { subPage: SubPageView; subPageUrl: string }) {
  const styles = useStyles();
  const link = useDownloadLink();
  const [failed, setFailed] = useState(false);

  const download = (file: ServiceFileView) => {
    setFailed(false);
    link.mutate({ path: fileUrl(subPageUrl, file) }, { onSuccess: (url) => openDownload(url, file.filename), onError: () => setFailed(true) });
  };

  return (
    <>
      <ul className={styles.list}>
        {subPage.files.map((file) => (
          <li key={file.id} className={styles.item}>
            {file.image ? <ImageRegular className={styles.icon} aria-hidden /> : <DocumentRegular className={styles.icon} aria-hidden />}
            <span className={styles.name}>
              {subPage.public ? (
                <Link href={fileUrl(subPageUrl, file)} download={file.filename}>
                  {file.filename}
                </Link>
              ) : (
                <Link as="button" onClick={() => download(file)} disabled={link.isPending}>
                  {file.filename}
                </Link>
              )}
            </span>
            <Caption1 className={styles.size}>{formatFileSize(file.size)}</Caption1>
            <ArrowDownloadRegular className={styles.download} aria-hidden />
          </li>
        ))}
      </ul>
      {failed && (
        <MessageBar intent="error">
          <MessageBarBody>{huMember.subPage.downloadFailed}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
