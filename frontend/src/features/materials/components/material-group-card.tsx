import { Button, Tag, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { MaterialGroupView, MaterialView } from '@backend/contract/materials';
import { huMember } from '@/i18n/hu-member';
import { tagsOf } from '../lib/material-filter';
import { MaterialItem, isSiteFile } from './material-item';
import type { SavedFiles } from './use-saved-files';

const useStyles = makeStyles({
  // Fluent's filled Card, drawn as a plain box: the Card component starts the focus manager (Tabster)
  // for its focus modes, which a card that is only read never uses, and on the materials page that
  // was a long task of its own on a slowed phone.
  card: {
    position: 'relative',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    padding: tokens.spacingHorizontalL,
    gap: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground1,
    // Transparent, but drawn in forced-colors mode, where the shadow is not.
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      pointerEvents: 'none',
      border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
      borderRadius: tokens.borderRadiusMedium,
    },
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  // As Fluent's TagGroup lays its tags out.
  tags: { display: 'inline-flex', columnGap: tokens.spacingHorizontalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

interface MaterialGroupCardProps {
  group: MaterialGroupView;
  files: SavedFiles;
  onOpen: (material: MaterialView) => void;
}

/** A group: its tags as chips, its materials in order, and saving its files for offline reading. */
export function MaterialGroupCard({ group, files, onOpen }: MaterialGroupCardProps) {
  const styles = useStyles();
  const t = huMember.materials;
  const tags = tagsOf(group);
  const fileLinks = group.materials.filter(isSiteFile).map((m) => m.link);
  const unsaved = fileLinks.filter((link) => !files.saved.has(link));
  return (
    <div className={styles.card} role="region" aria-label={t.groupLabel(tags.join(', '))}>
      <div className={styles.head}>
        {tags.length > 0 && (
          // A group, not Fluent's TagGroup: these chips are read, not operated, and the TagGroup's arrow-key
          // navigation (a toolbar) put Tabster's focusable placeholders into every card for nothing.
          <div role="group" aria-label={t.groupTags} className={styles.tags}>
            {tags.map((tag) => (
              <Tag key={tag} size="small" appearance="brand">
                {tag}
              </Tag>
            ))}
          </div>
        )}
        {files.supported && unsaved.length > 0 && (
          <Button size="small" icon={<ArrowDownloadRegular />} disabled={!files.canSave} onClick={() => void files.save(unsaved)}>
            {t.offline.saveGroup}
          </Button>
        )}
      </div>
      <ul className={styles.list}>
        {group.materials.map((material) => (
          <li key={material.id}>
            <MaterialItem material={material} files={files} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </div>
  );
}
