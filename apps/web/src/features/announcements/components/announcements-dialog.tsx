import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@panalo/contract/content';
import { ErrorState } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingBlock } from '../../../components/ui/spinner';
import { AnnouncementList } from './announcement-list';

interface AnnouncementsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  entries: readonly Announcement[] | undefined;
  error?: Error | null;
  onRetry?: () => void;
  onAccept: (entry: Announcement) => void;
  /** Shown when there is nothing to read. */
  emptyText: string;
  /** Above the list (a link to the member's messages in the notice popup). */
  extra?: ReactNode;
  testId: string;
}

/** The announcement and notice popups: one list-and-detail layout for both (spec 000 section 2). */
export function AnnouncementsDialog({
  open,
  onOpenChange,
  title,
  entries,
  error,
  onRetry,
  onAccept,
  emptyText,
  extra,
  testId,
}: AnnouncementsDialogProps) {
  const { t } = useTranslation();
  let body;
  if (error) body = <ErrorState message={error.message} retryLabel={t('common.retry')} onRetry={onRetry} />;
  else if (!entries) body = <LoadingBlock label={t('common.loading')} />;
  else if (entries.length === 0) body = <p className="announcements__empty muted">{emptyText}</p>;
  // The key starts a fresh list (first entry, first page) whenever the entries change.
  else body = <AnnouncementList key={entries.map((entry) => entry.id).join(',')} entries={entries} onAccept={onAccept} />;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="xl" testId={testId}>
      {extra}
      {body}
    </Dialog>
  );
}
