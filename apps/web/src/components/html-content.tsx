import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import './html-content.css';

/**
 * HTML written by the brand (announcements, help topics, dialogs). The server sanitises it when it
 * is saved (docs/content.md: no scripts, handlers or frames), so it is shown as sent. Links to site
 * paths stay inside the app instead of reloading the page.
 */
export function HtmlContent({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target === '_blank') return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // The click handler only routes links; they stay links, so keyboards reach and open them.
    <div className={`html-content ${className ?? ''}`} onClick={onClick} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
