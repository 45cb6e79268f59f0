import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ORIGINALS_GAMES, type OriginalsGame } from '@panalo/contract/originals';
import { ErrorState } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/ui/spinner';
import { launchOriginal } from '../api/launch-original';
import { isOriginalsGame, statedRtp } from '../originals-games';
import { GameScreen } from './game-screen';
import '../originals.css';

/**
 * /originals?game=…&token=…: the built-in games' page. Without a token it launches the game (a
 * game session, as any vendor's launch) and replaces the address with the launch's; without a
 * known game it offers the five.
 */
export function OriginalsPage() {
  const [params] = useSearchParams();
  const game = params.get('game');
  const token = params.get('token');
  if (!isOriginalsGame(game)) return <GamePicker />;
  if (!token) return <Launcher key={game} game={game} />;
  return <GameScreen key={`${game}:${token}`} game={game} token={token} currency={params.get('currency') || 'PHP'} />;
}

function Launcher({ game }: { game: OriginalsGame }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const launch = useMutation({
    mutationFn: () => launchOriginal(game),
    onSuccess: (value) => void navigate(value.url, { replace: true }),
  });
  const { mutate } = launch;
  useEffect(() => mutate(), [mutate]);
  return (
    <div className="page originals" data-testid="originals-launching">
      <h1 className="page-title">{t(`originals.games.${game}`)}</h1>
      {launch.error ? (
        <ErrorState message={launch.error.message} retryLabel={t('common.retry')} onRetry={() => launch.mutate()} />
      ) : (
        <LoadingBlock label={t('originals.launching')} />
      )}
    </div>
  );
}

function GamePicker() {
  const { t } = useTranslation();
  return (
    <div className="page originals">
      <h1 className="page-title">{t('originals.brand')}</h1>
      <p className="muted">{t('originals.pickTitle')}</p>
      <ul className="originals-picker">
        {ORIGINALS_GAMES.map((code) => (
          <li key={code}>
            <Link to={`/originals?game=${code}`} className="card originals-picker__card" data-testid={`originals-pick-${code}`}>
              <strong>{t(`originals.games.${code}`)}</strong>
              <span className="muted">{t(`originals.blurbs.${code}`)}</span>
              <span className="rtp-badge">{t('originals.rtp', { rtp: statedRtp(code) })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
