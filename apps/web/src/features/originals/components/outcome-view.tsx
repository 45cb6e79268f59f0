import { useTranslation } from 'react-i18next';
import type { FairOutcome, ScheduledFairOutcome, StudioFairOutcome, VerifiableOutcome } from '@panalo/contract/fair/verify-round';
import { isScheduledFairGame } from '@panalo/contract/fair/scheduled-replay';
import { isStudioFairGame } from '@panalo/contract/fair/studio-replay';
import type { VerifyGame } from '../verify-link';
import { times } from '../originals-games';
import { outcomeStats } from '../outcome-stats';
import { BaccaratTable } from './baccarat-game';
import { CrashGraph } from './crash-game';
import { DiceTrack, hundredths } from './dice-game';
import { MinesBoard } from './mines-game';
import { SlotGrid, SlotWins } from './slot-grid';
import { ScheduledOutcome } from './scheduled-outcome';
import { StudioOutcome } from './studio-outcome';

/** A replayed round drawn as the game draws it, with its payout in minor units. */
export function OutcomeView({ outcome: replayed, bet, game }: { outcome: VerifiableOutcome; bet: unknown; game: VerifyGame }) {
  const { t } = useTranslation();
  const betOf = bet as Record<string, unknown>;
  const studio = isStudioFairGame(replayed.game) ? (replayed as StudioFairOutcome) : null;
  const scheduled = isScheduledFairGame(replayed.game) ? (replayed as ScheduledFairOutcome) : null;
  const outcome = replayed as FairOutcome;
  const stats = studio || scheduled ? { result: null, multiplier: null } : outcomeStats(outcome);
  return (
    <div className="outcome-view" data-game={game}>
      {studio ? <StudioOutcome outcome={studio} /> : null}
      {scheduled ? <ScheduledOutcome outcome={scheduled} /> : null}
      {outcome.game === 'dice' ? (
        <>
          <DiceTrack
            target={Number(betOf.target)}
            direction={betOf.direction === 'over' ? 'over' : 'under'}
            roll={outcome.outcome.roll}
            win={outcome.outcome.win}
          />
          <p data-testid="verify-roll" data-roll={outcome.outcome.roll}>
            {t('originals.dice.rolled', { roll: hundredths(outcome.outcome.roll) })}
          </p>
        </>
      ) : null}
      {outcome.game === 'slot' ? (
        <>
          <SlotGrid outcome={outcome.outcome} />
          <SlotWins outcome={outcome.outcome} />
        </>
      ) : null}
      {outcome.game === 'crash' ? (
        <CrashGraph outcome={outcome.outcome} cashOutAt={outcome.outcome.win ? Math.round(outcome.outcome.multiplier * 100) : undefined} />
      ) : null}
      {outcome.game === 'mines' ? (
        <MinesBoard picks={Array.isArray(betOf.picks) ? (betOf.picks as number[]) : []} outcome={outcome.outcome} />
      ) : null}
      {outcome.game === 'baccarat' ? <BaccaratTable coup={outcome.outcome.coup} /> : null}
      <dl className="game-stats">
        {stats.result ? (
          <div>
            <dt>{t('originals.result')}</dt>
            <dd data-testid="verify-result" data-result={stats.result}>
              {t(stats.result === 'won' ? 'originals.won' : 'originals.lost')}
            </dd>
          </div>
        ) : null}
        {stats.multiplier ? (
          <div>
            <dt data-testid="verify-multiplier-label">
              {t(stats.multiplier.label === 'applied' ? 'originals.multiplier' : 'originals.multiplierOnWin')}
            </dt>
            <dd>{times(stats.multiplier.value)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('originals.payout')}</dt>
          <dd data-testid="verify-payout" data-payout={replayed.outcome.payout}>
            {(replayed.outcome.payout / 100).toFixed(2)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
