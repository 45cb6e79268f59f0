import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-error';
import { useTheme } from '../../../lib/theme';
import { useGenericDialog } from '../../../components/generic-dialog/generic-dialog-provider';
import { useOpenGame } from '../../game-frame/hooks/use-open-game';
import { launchGame } from '../../games/api/launch-game';
import { useLiveModels } from '../api/get-live-models';
import { launchLiveChat } from '../api/launch-live-chat';
import { hostTime } from './host-card';
import '../live-hosts.css';

/**
 * /live/hosts/:modelId (members): the host's room. The page launches chat and frames the answer's
 * chatUrl as the live source (the host's stream and the room's chat, served by the studio), with
 * the host's table a click away. A host on a break shows when they are back instead of a room.
 */
export function LiveRoomPage() {
  const { t } = useTranslation();
  const { modelId = '' } = useParams();
  const models = useLiveModels();
  const model = models.data?.find((candidate) => candidate.modelId === modelId);
  const chat = useQuery({
    queryKey: ['live-chat', modelId],
    queryFn: ({ signal }) => launchLiveChat(modelId, signal),
    // One address per visit: a new one only when the page is opened again.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const playTable = usePlayTable();
  // The room follows the site's theme (an unsigned hint beside the signed ticket).
  const theme = useTheme();
  const code = chat.error instanceof ApiError ? chat.error.code : null;
  const onBreak = model?.status === 'BREAK' || code === 'LIVE_HOST_ON_BREAK';

  return (
    <div className="page live-room" data-testid="live-room-page">
      <nav className="live-hosts__crumbs" aria-label={t('liveHosts.crumbs')}>
        <Link to="/live">{t('areas.live')}</Link>
        <span aria-hidden="true"> / </span>
        <Link to="/live/hosts">{t('liveHosts.title')}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{model?.nickname ?? t('liveHosts.room')}</span>
      </nav>
      <header className="live-room__head">
        {model ? <img className="live-room__avatar" src={model.avatarUrl} alt="" width={48} height={48} /> : null}
        <div className="live-room__title">
          <h1 className="page-title">{model ? t('liveHosts.roomOf', { name: model.nickname }) : t('liveHosts.room')}</h1>
          {model ? <p className="muted">{model.gameName}</p> : null}
        </div>
        {model ? (
          <button
            type="button"
            className="ui-button ui-button--primary ui-button--sm"
            onClick={() => playTable(model.nodeId)}
            data-testid="live-room-play"
          >
            {t('liveHosts.playTable', { table: model.gameName })}
          </button>
        ) : null}
      </header>
      {onBreak ? (
        <div className="live-room__break" role="status" data-testid="live-room-break">
          <h2>{t('liveHosts.breakTitle', { name: model?.nickname ?? '' })}</h2>
          <p>{model?.backAt ? t('liveHosts.backAt', { time: hostTime(model.backAt) }) : t('liveHosts.backSoon')}</p>
          <Link className="ui-button ui-button--secondary ui-button--sm" to="/live/hosts">
            {t('liveHosts.otherHosts')}
          </Link>
        </div>
      ) : chat.isPending ? (
        <LoadingBlock label={t('liveHosts.opening')} />
      ) : chat.isError ? (
        <ErrorState message={chat.error.message} retryLabel={t('common.retry')} onRetry={() => void chat.refetch()} />
      ) : (
        <iframe
          className="live-room__frame"
          src={`${chat.data.chatUrl}&theme=${theme}`}
          title={t('liveHosts.frameTitle', { name: model?.nickname ?? '' })}
          allow="autoplay; fullscreen"
          data-testid="live-room-frame"
        />
      )}
    </div>
  );
}

/** The host's table, launched as any lobby tile launches it. */
function usePlayTable(): (nodeId: number) => void {
  const { t } = useTranslation();
  const openGame = useOpenGame();
  const dialog = useGenericDialog();
  const [busy, setBusy] = useState(false);
  return (nodeId: number) => {
    if (busy) return;
    setBusy(true);
    launchGame(nodeId, window.location.pathname)
      .then((launch) => openGame(launch))
      .catch((error: unknown) =>
        dialog.show({
          icon: 'warning',
          title: t('liveHosts.playFailed'),
          message: error instanceof Error ? error.message : '',
          buttons: [{ label: t('games.confirm') }],
        }),
      )
      .finally(() => setBusy(false));
  };
}
