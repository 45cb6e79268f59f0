import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useNotices } from '../../announcements/api/get-notices';
import { AnnouncementList } from '../../announcements/components/announcement-list';

/** agentAnnouncement: the notices for members, in the agent view. */
export function AgentAnnouncements() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notices = useNotices();
  let body;
  if (notices.isPending) body = <LoadingBlock label={t('common.loading')} />;
  else if (notices.isError)
    body = <ErrorState message={notices.error.message} retryLabel={t('common.retry')} onRetry={() => void notices.refetch()} />;
  else if (notices.data.playerNotices.length === 0) body = <p className="muted">{t('announcements.noticesEmpty')}</p>;
  else body = <AnnouncementList entries={notices.data.playerNotices} onAccept={() => void navigate('/member/rewardCenter')} />;
  return (
    <>
      <h1 className="page-title">{t('agent.reports.announcement')}</h1>
      <section className="card" data-testid="agent-announcements">
        {body}
      </section>
    </>
  );
}
