import { useCallback, useEffect, useState } from 'react';
import { useSessionUser } from '@/lib/session';
import { useOnlineStatus } from '@/lib/use-online-status';
import { offlineFilesSupported, removeFiles, saveFiles, savedFiles } from '../lib/saved-files';

export interface SavingProgress {
  done: number;
  total: number;
}

const sameFiles = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>) =>
  a.size === b.size && [...a].every(([link, size]) => b.get(link) === size);

/** The member's offline files: which links are saved (with sizes), saving with progress, removing. */
export function useSavedFiles() {
  const userId = useSessionUser()?.id ?? '';
  const online = useOnlineStatus();
  const [saved, setSaved] = useState<ReadonlyMap<string, number>>(new Map());
  const [progress, setProgress] = useState<SavingProgress | null>(null);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    if (!userId) return;
    const next = await savedFiles(userId);
    // The same files as before (nothing saved, the usual first answer) keep the same map: the whole
    // materials list would otherwise render again, in one task, for an answer that changed nothing.
    setSaved((current) => (sameFiles(current, next) ? current : next));
  }, [userId]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const save = async (links: readonly string[]) => {
    const missing = links.filter((link) => !saved.has(link));
    if (!userId || missing.length === 0 || progress) return;
    setFailed(false);
    setProgress({ done: 0, total: missing.length });
    try {
      await saveFiles(userId, missing, (done) => setProgress({ done, total: missing.length }));
    } catch {
      setFailed(true);
    } finally {
      setProgress(null);
      await refresh();
    }
  };

  const remove = async (links: readonly string[]) => {
    if (!userId) return;
    await removeFiles(userId, links);
    await refresh();
  };

  const usedBytes = [...saved.values()].reduce((sum, size) => sum + size, 0);
  const supported = offlineFilesSupported();
  // Saving is a download: offline the buttons wait (DESIGN §6, write actions disabled while offline).
  return { supported, canSave: supported && online && progress === null, saved, progress, failed, save, remove, usedBytes, userId };
}

export type SavedFiles = ReturnType<typeof useSavedFiles>;
