import { useEffect } from 'react';
import { hu } from '@/i18n/hu';

/** Sets the browser tab title to "{title} – IT Tanár Klub" (or just the site name). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title}${hu.site.titleSuffix}` : hu.site.name;
  }, [title]);
}
