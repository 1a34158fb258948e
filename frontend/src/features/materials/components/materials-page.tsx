import { Body1, Button, MessageBar, MessageBarBody, Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular } from '@fluentui/react-icons';
import { useDeferredValue, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BackLink } from '@/components/ui/back-link';
import { PageContainer } from '@/components/ui/page-container';
import { OfflineCopyNote } from '@/components/ui/offline-copy-note';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { hu } from '@/i18n/hu';
import { huMember } from '@/i18n/hu-member';
import { formatFileSize } from '@/lib/file-size';
import { useOnlineStatus } from '@/lib/use-online-status';
import { useMaterials } from '../api/get-materials';
import { allTags, filterMaterials } from '../lib/material-filter';
import { MaterialGroupCard } from './material-group-card';
import { isSiteFile } from './material-item';
import { MaterialsFilterBar } from './materials-filter-bar';
import { useOpenMaterial } from './use-open-material';
import { useSavedFiles } from './use-saved-files';

const useStyles = makeStyles({
  groups: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXXL },
  message: { marginBottom: tokens.spacingVerticalL },
  offline: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalL },
  muted: { color: tokens.colorNeutralForeground3 },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** URL query: `cimke` once per chosen tag, `q` the name search, so a filtered view can be shared. */
const TAG_PARAM = 'cimke';
const SEARCH_PARAM = 'q';

/** /klub/tananyagok (SPEC §2): groups with tags and materials, filtered by tag and name, readable offline. */
export function MaterialsPage() {
  const styles = useStyles();
  const t = huMember.materials;
  const list = useMaterials();
  const online = useOnlineStatus();
  const files = useSavedFiles();
  const opener = useOpenMaterial(files.userId);
  const [params, setParams] = useSearchParams();
  const chosen = params.getAll(TAG_PARAM);
  const search = params.get(SEARCH_PARAM) ?? '';
  const { refetch } = list;
  // The groups render in the background, yielding to the browser between them (as the services
  // page's cards): a phone's main thread is not held for the whole list in the task it arrives in.
  // The offline copy's note comes with the list it speaks of.
  const answer = useDeferredValue(list.data);
  const savedAt = answer?.savedAt ?? null;

  // An offline copy on screen: reload by itself once the connection is back.
  useEffect(() => {
    if (online && savedAt !== null) void refetch();
  }, [online, savedAt, refetch]);

  const setFilter = (tags: readonly string[], text: string) => {
    const next = new URLSearchParams();
    for (const tag of tags) next.append(TAG_PARAM, tag);
    if (text) next.set(SEARCH_PARAM, text);
    setParams(next, { replace: true });
  };

  const groups = answer?.data ?? [];
  const shown = filterMaterials(groups, { tags: chosen, search });
  const allFiles = groups.flatMap((group) => group.materials.filter(isSiteFile).map((m) => m.link));
  const unsaved = allFiles.filter((link) => !files.saved.has(link));

  const skeleton = (
    <Skeleton aria-label={hu.common.loading} className={styles.skeleton}>
      {[0, 1, 2].map((row) => (
        <SkeletonItem key={row} size={96} />
      ))}
    </Skeleton>
  );

  return (
    <PageContainer>
      <PageHeader title={huMember.club.materials.title} lead={huMember.club.materials.intro} before={<BackLink to={paths.club.home} label={huMember.club.backToClub} />} />
      {savedAt !== null && <OfflineCopyNote savedAt={savedAt} className={styles.message} />}
      {opener.error && (
        <MessageBar intent="error" className={styles.message}>
          <MessageBarBody>{opener.error}</MessageBarBody>
        </MessageBar>
      )}
      <QueryState query={list} failed={t.loadFailed} className={styles.message} pending={skeleton}>
        {() =>
          answer === undefined ? (
            skeleton
          ) : groups.length === 0 ? (
            <Body1 as="p">{t.empty}</Body1>
          ) : (
            <>
              <MaterialsFilterBar
                tags={allTags(groups)}
                chosen={chosen}
                search={search}
                onToggle={(tag) => setFilter(chosen.includes(tag) ? chosen.filter((c) => c !== tag) : [...chosen, tag], search)}
                onSearch={(text) => setFilter(chosen, text)}
              />
              <div className={styles.offline} aria-live="polite">
                {!files.supported ? (
                  <Body1 className={styles.muted}>{t.offline.unsupported}</Body1>
                ) : files.progress ? (
                  <Body1>{t.offline.saving(files.progress.done, files.progress.total)}</Body1>
                ) : (
                  <Body1 className={styles.muted}>{files.saved.size > 0 ? t.offline.used(files.saved.size, formatFileSize(files.usedBytes)) : t.offline.none}</Body1>
                )}
                {files.supported && unsaved.length > 0 && (
                  <Button icon={<ArrowDownloadRegular />} disabled={!files.canSave} onClick={() => void files.save(unsaved)}>
                    {t.offline.saveAll}
                  </Button>
                )}
                {files.saved.size > 0 && (
                  <Button appearance="subtle" icon={<DeleteRegular />} disabled={files.progress !== null} onClick={() => void files.remove([...files.saved.keys()])}>
                    {t.offline.removeAll}
                  </Button>
                )}
              </div>
              {files.failed && (
                <MessageBar intent="error" className={styles.message}>
                  <MessageBarBody>{t.offline.failed}</MessageBarBody>
                </MessageBar>
              )}
              {shown.length === 0 ? (
                <div>
                  <Body1 as="p">{t.noMatch}</Body1>
                  <Button onClick={() => setFilter([], '')}>{t.clearFilters}</Button>
                </div>
              ) : (
                <div className={styles.groups}>
                  {shown.map((group) => (
                    <MaterialGroupCard key={group.id} group={group} files={files} onOpen={(material) => void opener.open(material)} />
                  ))}
                </div>
              )}
            </>
          )
        }
      </QueryState>
    </PageContainer>
  );
}
