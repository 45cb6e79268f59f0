import { useTranslation } from 'react-i18next';
import type { Game } from '@panalo/contract/games';
import type { AccountModalProps } from '../../../lib/modals/account-modal';
import { ErrorState } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingBlock } from '../../../components/ui/spinner';
import { currentLocale } from '../../../lib/i18n';
import { useSuggestions } from '../api/get-suggestions';
import { useFreePlay } from '../hooks/use-free-play';
import { usePlayGame } from '../hooks/use-play-game';
import type { MaintenancePayload } from '../maintenance-payload';
import { GameArt } from './game-art';
import './maintenance-dialog.css';

const formatTime = (at: number) => new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(at);

/**
 * "Game under maintenance: suggest other games" (spec 001 section 8): says the game is in
 * maintenance, until when if its window says, and offers three playable games of the same type
 * from the server, each with its play and (when offered) free play buttons. If the window has
 * closed meanwhile, it says so and offers the game itself.
 */
export function MaintenanceDialog({ open, payload, onClose }: AccountModalProps) {
  const { t } = useTranslation();
  const game = (payload as MaintenancePayload | undefined)?.game;
  const suggestions = useSuggestions(game?.nodeId, open);
  const play = usePlayGame();
  const data = suggestions.data;
  const stillDown = data?.maintenance ?? true;
  const description = !game
    ? undefined
    : !stillDown
      ? t('gameMaintenance.over', { name: game.gameName })
      : data?.endsAt
        ? t('gameMaintenance.until', { time: formatTime(data.endsAt) })
        : t('gameMaintenance.noEnd');
  return (
    <Dialog
      open={open && Boolean(game)}
      onOpenChange={(next) => !next && onClose()}
      title={game ? t('gameMaintenance.title', { name: game.gameName }) : ''}
      description={description}
      size="sm"
      testId="game-maintenance-dialog"
    >
      {!game ? null : suggestions.isPending ? (
        <LoadingBlock label={t('common.loading')} />
      ) : suggestions.isError ? (
        <ErrorState message={suggestions.error.message} retryLabel={t('common.retry')} onRetry={() => void suggestions.refetch()} />
      ) : !stillDown ? (
        <button
          type="button"
          className="ui-button ui-button--primary ui-button--md"
          onClick={() => {
            onClose();
            play({ ...game, maintenance: false });
          }}
        >
          {t('gameMaintenance.playAgain', { name: game.gameName })}
        </button>
      ) : (
        <Suggestions list={data?.list ?? []} onClose={onClose} />
      )}
    </Dialog>
  );
}

function Suggestions({ list, onClose }: { list: readonly Game[]; onClose: () => void }) {
  const { t } = useTranslation();
  const play = usePlayGame();
  const freePlay = useFreePlay();
  if (list.length === 0) return <p className="muted">{t('gameMaintenance.suggestionsEmpty')}</p>;
  // The dialog closes first, so what the game opens (a popup, the transfer dialog) is not under it.
  const then = (action: (game: Game) => void, game: Game) => () => {
    onClose();
    action(game);
  };
  return (
    <section className="maintenance-suggestions" aria-label={t('gameMaintenance.suggestionsLabel')}>
      <h3 className="maintenance-suggestions__title">{t('gameMaintenance.suggestionsTitle')}</h3>
      <ul className="maintenance-suggestions__list" data-testid="game-suggestions">
        {list.map((game) => (
          <li key={game.nodeId} className="maintenance-suggestion" data-testid="game-suggestion" data-node-id={game.nodeId}>
            <GameArt src={game.iconUrl} gameType={game.gameType} className="maintenance-suggestion__art" iconSize={24} />
            <span className="maintenance-suggestion__name">{game.gameName}</span>
            <span className="maintenance-suggestion__actions">
              {game.supportPlay === 0 ? (
                <button
                  type="button"
                  className="ui-button ui-button--secondary ui-button--sm"
                  onClick={then(freePlay, game)}
                  aria-label={t('games.freePlayLabel', { name: game.gameName })}
                  data-testid="suggestion-free-play"
                >
                  {t('games.freePlay')}
                </button>
              ) : null}
              <button
                type="button"
                className="ui-button ui-button--primary ui-button--sm"
                onClick={then(play, game)}
                aria-label={t('games.play', { name: game.gameName })}
                data-testid="suggestion-play"
              >
                {t('games.playShort')}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
