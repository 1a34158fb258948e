import { Badge, Button, Caption1, Link, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, CheckmarkCircleRegular, DeleteRegular } from '@fluentui/react-icons';
import type { MaterialView } from '@backend/contract/materials';
import { MATERIAL_FILE_PATH } from '@backend/modules/materials/domain/material.types';
import { huMember } from '@/i18n/hu-member';
import { formatFileSize } from '@/lib/file-size';
import { useOnlineStatus } from '@/lib/use-online-status';
import type { SavedFiles } from './use-saved-files';

const useStyles = makeStyles({
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minHeight: '44px' },
  icon: { width: '28px', height: '28px', flexShrink: 0 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  name: { overflowWrap: 'anywhere', textAlign: 'start' },
  unavailable: { overflowWrap: 'anywhere', color: tokens.colorNeutralForeground3 },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  savedMark: { color: tokens.colorPaletteGreenForeground1, display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
});

/** A file of this site (uploaded as the material), opened with a download token or from the offline copy. */
export const isSiteFile = (material: MaterialView) => material.link.startsWith(MATERIAL_FILE_PATH);

interface MaterialItemProps {
  material: MaterialView;
  files: SavedFiles;
  onOpen: (material: MaterialView) => void;
}

/**
 * One material: its type's icon (SPEC §9), its name as the link, and what can be done offline.
 * Offline, only a file saved on this device opens: any other reads as unavailable, not as a link.
 */
export function MaterialItem({ material, files, onOpen }: MaterialItemProps) {
  const styles = useStyles();
  const t = huMember.materials;
  const online = useOnlineStatus();
  const siteFile = isSiteFile(material);
  const saved = siteFile && files.saved.has(material.link);
  const unavailable = !online && !saved && material.link !== '';
  return (
    <div className={styles.item}>
      {/* Sized as drawn; a raster copy of the type's SVG, loaded when its row comes near the screen. */}
      <img className={styles.icon} src={`/materials/${material.type}.webp`} alt="" width={28} height={28} loading="lazy" decoding="async" />
      <div className={styles.text}>
        {unavailable ? (
          <span className={styles.unavailable}>{material.name}</span>
        ) : siteFile ? (
          <Link as="button" className={styles.name} onClick={() => onOpen(material)}>
            {material.name}
          </Link>
        ) : material.link ? (
          <Link className={styles.name} href={material.link} target="_blank" rel="noopener noreferrer">
            {material.name}
          </Link>
        ) : (
          <span className={styles.name}>{material.name}</span>
        )}
        <Caption1 className={styles.meta}>
          <span>{t.types[material.type]}</span>
          {material.size !== null && <span>{formatFileSize(material.size)}</span>}
          {material.onlineOnly && <Badge appearance="outline" size="small">{t.onlineOnly}</Badge>}
          {unavailable && <span>{t.offline.unavailable}</span>}
          {saved && (
            <span className={styles.savedMark}>
              <CheckmarkCircleRegular aria-hidden /> {t.offline.saved}
            </span>
          )}
        </Caption1>
      </div>
      {siteFile && files.supported && !saved && (
        <Tooltip content={t.offline.saveFile(material.name)} relationship="label">
          <Button appearance="subtle" icon={<ArrowDownloadRegular />} disabled={!files.canSave} onClick={() => void files.save([material.link])} />
        </Tooltip>
      )}
      {saved && (
        <Tooltip content={t.offline.removeFile(material.name)} relationship="label">
          <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => void files.remove([material.link])} />
        </Tooltip>
      )}
    </div>
  );
}
