import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DICE_RULES, diceMultiplier, type DiceDirection } from '@panalo/contract/fair/dice';
import { Button } from '../../../components/ui/button';
import { times } from '../originals-games';
import type { GameProps } from './game-props';
import { RoundBanner } from './round-banner';
import { StakeField, stakeMinor } from './stake-field';

/** Hundredths (4950) as "49.50". */
const hundredths = (value: number): string => (value / 100).toFixed(2);

/** Dice: bet the roll (0.00 to 99.99) lands under or over the target; the chance sets the multiplier. */
export function DiceGame({ currency, busy, last, play }: GameProps) {
  const { t } = useTranslation();
  const [stake, setStake] = useState('10');
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [chance, setChance] = useState(4_950);
  const [stakeError, setStakeError] = useState<string>();
  // under wins below the target; over wins above it: the same chance needs the mirrored target.
  const target = direction === 'under' ? chance : 9_999 - chance;
  const outcome = last?.game === 'dice' ? last.outcome : undefined;

  const submit = () => {
    const amount = stakeMinor(stake, currency);
    if (amount === null) return setStakeError(t('originals.errors.stake'));
    setStakeError(undefined);
    play({ game: 'dice', bet: { amount, direction, target } });
  };

  return (
    <form
      className="game-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DiceTrack target={target} direction={direction} roll={outcome?.roll} win={outcome?.win} key={last?.roundId} />
      <RoundBanner
        last={last}
        currency={currency}
        detail={outcome ? t('originals.dice.rolled', { roll: hundredths(outcome.roll) }) : undefined}
      />
      <div className="game-form__grid">
        <StakeField value={stake} onChange={setStake} currency={currency} error={stakeError} disabled={busy} testId="dice-stake" />
        <fieldset className="game-form__field">
          <legend>{t('originals.dice.direction')}</legend>
          <div className="segmented" role="group">
            {(['under', 'over'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className={`segmented__option${direction === value ? ' segmented__option--active' : ''}`}
                aria-pressed={direction === value}
                onClick={() => setDirection(value)}
                data-testid={`dice-${value}`}
              >
                {t(`originals.dice.${value}`)}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <label className="game-form__field">
        <span>
          {t('originals.dice.chance')}: <strong data-testid="dice-chance">{hundredths(chance)}%</strong>
        </span>
        <input
          type="range"
          min={DICE_RULES.minWinChance}
          max={DICE_RULES.maxWinChance}
          step={1}
          value={chance}
          onChange={(event) => setChance(Number(event.target.value))}
          aria-valuetext={`${hundredths(chance)}%`}
          data-testid="dice-slider"
        />
      </label>
      <dl className="game-stats">
        <div>
          <dt>{t('originals.dice.target')}</dt>
          <dd>
            {t(`originals.dice.${direction}`)} {hundredths(target)}
          </dd>
        </div>
        <div>
          <dt>{t('originals.multiplier')}</dt>
          <dd data-testid="dice-multiplier">{times(diceMultiplier(chance))}</dd>
        </div>
      </dl>
      <Button type="submit" size="lg" block loading={busy} data-testid="dice-play">
        {t('originals.dice.play')}
      </Button>
    </form>
  );
}

/** The 0–100 track: the winning part coloured, the target marked, the roll shown when there is one. */
export function DiceTrack({ target, direction, roll, win }: { target: number; direction: DiceDirection; roll?: number; win?: boolean }) {
  const { t } = useTranslation();
  const at = (value: number) => `${value / 100}%`;
  return (
    <div className="dice-track" aria-hidden={roll === undefined}>
      <div className={`dice-track__bar dice-track__bar--${direction}`} style={{ ['--target' as string]: at(target) }} />
      <span className="dice-track__target" style={{ left: at(target) }} />
      {roll !== undefined ? (
        <span className={`dice-track__roll${win ? ' dice-track__roll--win' : ''}`} style={{ left: at(roll) }} data-testid="dice-roll">
          <span className="sr-only">{t('originals.dice.roll')} </span>
          {hundredths(roll)}
        </span>
      ) : null}
      <div className="dice-track__scale" aria-hidden="true">
        <span>0</span>
        <span>25</span>
        <span>50</span>
        <span>75</span>
        <span>100</span>
      </div>
    </div>
  );
}

export { hundredths };
