import { createContext, useContext, useEffect } from 'react';
import { hu } from '@/i18n/hu';

/** What a page says about itself in `<head>`; the prerender collects it while rendering (issue 13). */
export interface DocumentHead {
  title: string;
}

export const DocumentHeadContext = createContext<DocumentHead | null>(null);

export const documentTitleOf = (title?: string) => (title ? `${title}${hu.site.titleSuffix}` : hu.site.name);

/** Sets the browser tab title to "{title} – IT Tanár Klub" (or just the site name). */
export function useDocumentTitle(title?: string): void {
  const head = useContext(DocumentHeadContext);
  // Rendering on the server (prerender): no effects run there, so the title is handed over now.
  if (head) head.title = documentTitleOf(title);
  useEffect(() => {
    document.title = documentTitleOf(title);
  }, [title]);
}
