import { useState } from 'react';
import type { MaterialView } from '@backend/contract/materials';
import { huMember } from '@/i18n/hu-member';
import { withDownloadToken } from '@/lib/api/get-download-token';
import { useOnlineStatus } from '@/lib/use-online-status';
import { savedFile } from '../lib/saved-files';

/**
 * Opens a file of this site in a new tab: the offline copy when there is one (no connection needed),
 * else the file itself with a fresh download token. The tab opens at once, inside the click, so the
 * browser does not take it for an unasked pop-up; the address follows when it is known.
 */
export function useOpenMaterial(userId: string) {
  const online = useOnlineStatus();
  const [error, setError] = useState<string | null>(null);

  const open = async (material: MaterialView) => {
    setError(null);
    const tab = window.open('about:blank', '_blank');
    try {
      const copy = userId ? await savedFile(userId, material.link) : null;
      if (!copy && !online) throw new Error(huMember.materials.offline.notSaved);
      const url = copy ? URL.createObjectURL(copy) : await withDownloadToken(material.link);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (failure) {
      tab?.close();
      setError(failure instanceof Error && failure.message === huMember.materials.offline.notSaved ? failure.message : huMember.materials.openFailed);
    }
  };

  return { open, error, dismiss: () => setError(null) };
}
