import { useCallback, useEffect, useState } from 'react';
import { useSessionUser } from '@/lib/session';
import { useOnlineStatus } from '@/lib/use-online-status';
import { offlineFilesSupported, removeFiles, saveFiles, savedFiles } from '../lib/saved-files';

export interface SavingProgress {
  done: number;
  total: number;
}

/** The member's offline files: which links are saved (with sizes), saving with progress, removing. */
export function useSavedFiles() {
  const userId = useSessionUser()?.id ?? '';
  const online = useOnlineStatus();
  const [saved, setSaved] = useState<ReadonlyMap<string, number>>(new Map());
  const [progress, setProgress] = useState<SavingProgress | null>(null);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    if (userId) setSaved(await savedFiles(userId));
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
