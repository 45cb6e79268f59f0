import { useEffect, useMemo, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ORIGINALS_GAMES, type OriginalsGame } from '@panalo/contract/originals';
import { useModals } from '../../../lib/modals/modals-context';
import { ErrorState } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { loginNeededNotice } from '../../../lib/login-notice';
import { useSession } from '../../../lib/session-store';
import { launchOriginal } from '../api/launch-original';
import { serverRoundSource } from '../api/server-round-source';
import { demoRoundSource } from '../demo/demo-round-source';
import { DEMO_CURRENCY } from '../demo/demo-wallet';
import { isOriginalsGame, statedRtp } from '../originals-games';
import { RoundSourceProvider } from '../round-source';
import { GameScreen } from './game-screen';
import '../originals.css';

/**
 * /originals?game=…: the built-in games' page. With demo=1 it is free play, open to everyone and
 * played in this browser for demo credits. Otherwise it is real play and needs a session: without
 * a token it launches the game (a game session, as any vendor's launch) and replaces the address
 * with the launch's; a visitor gets the login popup (and the free play on offer). Without a known
 * game it offers the five.
 */
export function OriginalsPage() {
  const [params] = useSearchParams();
  const game = params.get('game');
  if (!isOriginalsGame(game)) return <GamePicker />;
  if (params.get('demo') === '1')
    return (
      <RoundSourceProvider source={demoRoundSource}>
        <GameScreen key={`${game}:demo`} game={game} currency={DEMO_CURRENCY} />
      </RoundSourceProvider>
    );
  return <RealPlay game={game} token={params.get('token')} currency={params.get('currency') || 'PHP'} />;
}

function RealPlay({ game, token, currency }: { game: OriginalsGame; token: string | null; currency: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const source = useMemo(() => (token ? serverRoundSource(token) : null), [token]);
  if (!session.token && session.endedBy === 'signout') return <Navigate to="/" replace />;
  if (!session.token) return <LoginNeeded game={game} />;
  if (session.passwordChangeRequired) return <LoadingBlock label={t('password.pending')} />;
  if (!source) return <Launcher key={game} game={game} />;
  return (
    <RoundSourceProvider source={source}>
      <GameScreen key={`${game}:${token}`} game={game} currency={currency} />
    </RoundSourceProvider>
  );
}

/** A visitor asked for real play: the login popup once, and the free play as the other way in. */
function LoginNeeded({ game }: { game: OriginalsGame }) {
  const { t } = useTranslation();
  const { openLogin } = useModals();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    openLogin(loginNeededNotice());
  }, [openLogin]);
  return (
    <div className="page originals" data-testid="originals-login-needed">
      <h1 className="page-title">{t(`originals.games.${game}`)}</h1>
      <div className="card originals-login">
        <h2 className="side-title">{t('originals.demo.loginTitle')}</h2>
        <p className="muted">{t('originals.demo.loginText', { game: t(`originals.games.${game}`) })}</p>
        <div className="originals-login__actions">
          <Button onClick={() => openLogin()} data-testid="originals-login">
            {t('originals.demo.login')}
          </Button>
          <Link
            to={`/originals?game=${game}&demo=1`}
            className="ui-button ui-button--secondary ui-button--md"
            data-testid="originals-try-free"
          >
            {t('originals.demo.tryFree')}
          </Link>
        </div>
      </div>
    </div>
  );
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
            <Link
              to={`/originals?game=${code}&demo=1`}
              className="originals-picker__demo"
              aria-label={t('games.freePlayLabel', { name: t(`originals.games.${code}`) })}
            >
              {t('games.freePlay')}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
