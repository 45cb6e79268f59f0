import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OriginalsGame } from '@panalo/contract/originals';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { MoneyText } from '../../../components/money/money-text';
import { DEMO_CURRENCY, demoWallet, useDemoBalance } from '../demo/demo-wallet';
import { statedRtp } from '../originals-games';
import { usePlayRound, useRoundSource } from '../round-source';
import { BaccaratGame } from './baccarat-game';
import { CrashGame } from './crash-game';
import { DemoBanner } from './demo-banner';
import { DiceGame } from './dice-game';
import { FairnessPanel } from './fairness-panel';
import { MinesGame } from './mines-game';
import { RoundRecall } from './round-recall';
import { SlotGame } from './slot-game';
import type { GameProps } from './game-props';

const GAMES: Record<OriginalsGame, ComponentType<GameProps>> = {
  slot: SlotGame,
  crash: CrashGame,
  dice: DiceGame,
  mines: MinesGame,
  baccarat: BaccaratGame,
};

/**
 * One game: its table, the balance after the last round, the game recall and the fairness panel.
 * The rounds come from the RoundSource around it: the server for real play, this browser in a demo.
 */
export function GameScreen({ game, currency }: { game: OriginalsGame; currency: string }) {
  const { t } = useTranslation();
  const demo = useRoundSource().kind === 'demo';
  const round = usePlayRound();
  const Game = GAMES[game];
  const last = round.data;
  return (
    <div className={`page originals originals--${game}`} data-testid="originals-page" data-game={game} data-mode={demo ? 'demo' : 'real'}>
      {demo ? <DemoBanner game={game} /> : null}
      <div className="originals__head">
        <div>
          <p className="originals__brand muted">{t('originals.brand')}</p>
          <h1 className="page-title originals__title">{t(`originals.games.${game}`)}</h1>
        </div>
        <dl className="originals__facts">
          <div>
            <dt>{t('originals.rtpLabel')}</dt>
            <dd data-testid="originals-rtp">{statedRtp(game)}</dd>
          </div>
          {demo ? (
            <DemoBalanceFact />
          ) : last ? (
            <div>
              <dt>{t('originals.balance')}</dt>
              <dd>
                <MoneyText minor={last.balance} currency={currency} testId="originals-balance" />
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className="originals__layout">
        <section className="card originals__table" aria-label={t(`originals.games.${game}`)} aria-busy={round.isPending}>
          <Game currency={currency} busy={round.isPending} last={last} play={(bet) => round.mutate(bet)} />
          <PlayError error={round.error} game={game} demo={demo} />
        </section>
        <aside className="originals__side">
          <RoundRecall game={game} currency={currency} />
          <FairnessPanel game={game} />
        </aside>
      </div>
    </div>
  );
}

/** The demo credits are always shown: they exist before the first round. */
function DemoBalanceFact() {
  const { t } = useTranslation();
  const balance = useDemoBalance();
  return (
    <div className="originals__demo-balance">
      <dt>{t('originals.demo.balance')}</dt>
      <dd>
        <MoneyText minor={balance} currency={DEMO_CURRENCY} testId="originals-balance" />
      </dd>
    </div>
  );
}

function PlayError({ error, game, demo }: { error: Error | null; game: OriginalsGame; demo: boolean }) {
  const { t } = useTranslation();
  if (!error) return null;
  if (demo && isApiError(error) && error.code === 'INSUFFICIENT_BALANCE')
    return (
      <div className="originals__error" role="alert" data-testid="originals-error" data-code={error.code}>
        <p>{t('originals.demo.insufficient')}</p>
        <Button size="sm" onClick={demoWallet.reset} data-testid="demo-reset-low">
          {t('originals.demo.reset')}
        </Button>
      </div>
    );
  if (isApiError(error) && error.code === 'GAME_SESSION_INVALID')
    return (
      <div className="originals__error" role="alert" data-testid="originals-error" data-code={error.code}>
        <p>{t('originals.errors.sessionInvalid')}</p>
        <Link to={`/originals?game=${game}`} replace className="ui-button ui-button--primary ui-button--sm">
          {t('originals.errors.relaunch')}
        </Link>
      </div>
    );
  if (isApiError(error) && error.code === 'INSUFFICIENT_BALANCE')
    return (
      <div className="originals__error" role="alert" data-testid="originals-error" data-code={error.code}>
        <p>{t('originals.errors.insufficient')}</p>
        <Link to="/member/depositv2" className="ui-button ui-button--primary ui-button--sm">
          {t('originals.errors.deposit')}
        </Link>
      </div>
    );
  const detail = isApiError(error) ? error.fields.bet : undefined;
  return <FormAlert message={detail ? `${error.message} ${detail}` : error.message} testId="originals-error" />;
}
