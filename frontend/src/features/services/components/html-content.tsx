import { mergeClasses } from '@fluentui/react-components';
import { useHtmlContentStyles } from '@/components/ui/html-content-styles';

/**
 * Admin-written HTML (a service's long text, a sub-page's content). The server sanitises it when
 * the admin saves it; no other field may ever be rendered as HTML.
 */
export function HtmlContent({ html, large, className }: { html: string; large?: boolean; className?: string }) {
  const styles = useHtmlContentStyles();
  if (!html.trim()) return null;
  return <div className={mergeClasses(styles.root, large && styles.large, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
