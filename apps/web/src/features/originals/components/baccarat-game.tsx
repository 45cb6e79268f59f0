import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BaccaratCoup, BaccaratSide, Card } from '@panalo/contract/fair/baccarat';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/money';
import type { GameProps } from './game-props';
import { RoundBanner } from './round-banner';

const SIDES: BaccaratSide[] = ['player', 'tie', 'banker'];
const CHIPS = [1_000, 5_000, 10_000, 50_000];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

/** RNG baccarat: put chips on Player, Banker or Tie, then deal. */
export function BaccaratGame({ currency, busy, last, play }: GameProps) {
  const { t } = useTranslation();
  const [chip, setChip] = useState(CHIPS[0]!);
  const [bets, setBets] = useState<Record<BaccaratSide, number>>({ player: 0, banker: 0, tie: 0 });
  const [noBet, setNoBet] = useState(false);
  const outcome = last?.game === 'baccarat' ? last.outcome : undefined;
  const total = bets.player + bets.banker + bets.tie;

  const deal = () => {
    if (total === 0) return setNoBet(true);
    setNoBet(false);
    const bet = Object.fromEntries(SIDES.filter((side) => bets[side] > 0).map((side) => [side, bets[side]]));
    play({ game: 'baccarat', bet });
  };

  return (
    <div className="game-form">
      <BaccaratTable coup={outcome?.coup} key={last?.roundId} />
      <RoundBanner
        last={last}
        currency={currency}
        detail={
          outcome
            ? outcome.coup.winner === 'tie'
              ? t('originals.baccarat.tieWins')
              : t('originals.baccarat.wins', { side: t(`originals.baccarat.${outcome.coup.winner}`) })
            : undefined
        }
      />
      <div className="baccarat-spots">
        {SIDES.map((side) => (
          <button
            key={side}
            type="button"
            className={`baccarat-spot baccarat-spot--${side}${outcome?.coup.winner === side ? ' baccarat-spot--won' : ''}`}
            disabled={busy}
            onClick={() => setBets({ ...bets, [side]: bets[side] + chip })}
            aria-label={t('originals.baccarat.placeOn', {
              side: t(`originals.baccarat.${side}`),
              amount: formatMoney(bets[side], currency),
            })}
            data-testid={`baccarat-${side}`}
          >
            <strong>{t(`originals.baccarat.${side}`)}</strong>
            <small>{t(`originals.baccarat.pays.${side}`)}</small>
            <span className="baccarat-spot__stake">{bets[side] > 0 ? formatMoney(bets[side], currency) : ' '}</span>
          </button>
        ))}
      </div>
      <fieldset className="game-form__field">
        <legend>{t('originals.baccarat.chips')}</legend>
        <div className="chip-row">
          {CHIPS.map((value) => (
            <button
              key={value}
              type="button"
              className={`chip chip--coin${value === chip ? ' chip--active' : ''}`}
              aria-pressed={value === chip}
              onClick={() => setChip(value)}
            >
              {formatMoney(value, currency, { short: true })}
            </button>
          ))}
        </div>
      </fieldset>
      {noBet ? (
        <p className="ui-field__error" role="alert">
          {t('originals.baccarat.noBet')}
        </p>
      ) : null}
      <div className="game-form__actions">
        <span className="muted">
          {t('originals.baccarat.total')}: <strong>{formatMoney(total, currency)}</strong>
        </span>
        <Button variant="ghost" disabled={busy || total === 0} onClick={() => setBets({ player: 0, banker: 0, tie: 0 })}>
          {t('originals.baccarat.clearBets')}
        </Button>
        <Button size="lg" loading={busy} onClick={deal} data-testid="baccarat-deal">
          {t('originals.baccarat.deal')}
        </Button>
      </div>
    </div>
  );
}

function PlayingCard({ card }: { card: Card }) {
  const red = card.suit === 1 || card.suit === 2;
  return (
    <span className={`playing-card${red ? ' playing-card--red' : ''}`}>
      {RANKS[card.rank - 1]}
      {SUITS[card.suit]}
    </span>
  );
}

/** The two hands with their totals; empty seats before the first deal. */
export function BaccaratTable({ coup }: { coup?: BaccaratCoup }) {
  const { t } = useTranslation();
  return (
    <div className="baccarat-table" data-testid="baccarat-table">
      {(['player', 'banker'] as const).map((side) => (
        <div key={side} className={`baccarat-hand${coup?.winner === side ? ' baccarat-hand--won' : ''}`}>
          <p className="baccarat-hand__title">
            {coup
              ? t('originals.baccarat.hand', {
                  side: t(`originals.baccarat.${side}`),
                  total: side === 'player' ? coup.playerTotal : coup.bankerTotal,
                })
              : t(`originals.baccarat.${side}`)}
          </p>
          <div className="baccarat-hand__cards">
            {coup
              ? coup[side].map((card) => <PlayingCard key={card.index} card={card} />)
              : [0, 1].map((index) => <span key={index} className="playing-card playing-card--back" />)}
          </div>
        </div>
      ))}
    </div>
  );
}
