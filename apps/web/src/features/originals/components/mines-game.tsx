import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MINES_CELLS, minesMultiplier, type MinesOutcome } from '@panalo/contract/fair/mines';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/choice-fields';
import { times } from '../originals-games';
import type { GameProps } from './game-props';
import { RoundBanner } from './round-banner';
import { StakeField, stakeMinor } from './stake-field';

const MINE_COUNTS = Array.from({ length: 24 }, (_, index) => index + 1);

/**
 * Mines: choose the mine count and the cells to open, in order, then cash out; the server opens
 * them in one round and settles after the last safe one (or at the first mine).
 */
export function MinesGame({ currency, busy, last, play }: GameProps) {
  const { t } = useTranslation();
  const [stake, setStake] = useState('10');
  const [mines, setMines] = useState(3);
  const [picks, setPicks] = useState<number[]>([]);
  const [stakeError, setStakeError] = useState<string>();
  const [showResult, setShowResult] = useState(false);
  const outcome = last?.game === 'mines' && showResult ? last.outcome : undefined;
  useEffect(() => setShowResult(Boolean(last)), [last]);
  const maxPicks = MINES_CELLS - mines;

  const toggle = (cell: number) => {
    setShowResult(false);
    setPicks((current) =>
      current.includes(cell) ? current.filter((entry) => entry !== cell) : current.length < maxPicks ? [...current, cell] : current,
    );
  };
  const randomPick = () => {
    setShowResult(false);
    const free = Array.from({ length: MINES_CELLS }, (_, cell) => cell).filter((cell) => !picks.includes(cell));
    if (picks.length >= maxPicks || free.length === 0) return;
    setPicks([...picks, free[Math.floor(Math.random() * free.length)]!]);
  };
  const submit = () => {
    const amount = stakeMinor(stake, currency);
    if (amount === null) return setStakeError(t('originals.errors.stake'));
    setStakeError(undefined);
    if (picks.length > 0) play({ game: 'mines', bet: { amount, mines, picks } });
  };

  return (
    <div className="game-form">
      <MinesBoard picks={picks} outcome={outcome} onToggle={busy ? undefined : toggle} />
      <RoundBanner
        last={showResult ? last : undefined}
        currency={currency}
        detail={
          outcome
            ? outcome.hitMine !== null
              ? t('originals.mines.hitMine', { cell: outcome.hitMine + 1 })
              : t('originals.mines.safe', { count: outcome.safeReveals })
            : undefined
        }
      />
      <p className="muted">{t('originals.mines.pickHint')}</p>
      <div className="game-form__grid">
        <StakeField value={stake} onChange={setStake} currency={currency} error={stakeError} disabled={busy} testId="mines-stake" />
        <SelectField
          label={t('originals.mines.mines')}
          value={String(mines)}
          onChange={(event) => {
            const count = Number(event.target.value);
            setMines(count);
            setPicks((current) => current.slice(0, MINES_CELLS - count));
          }}
          options={MINE_COUNTS.map((count) => ({ value: String(count), label: String(count) }))}
          data-testid="mines-count"
        />
      </div>
      <dl className="game-stats">
        <div>
          <dt>{t('originals.mines.picked', { count: picks.length })}</dt>
          <dd data-testid="mines-multiplier">{picks.length ? times(minesMultiplier(mines, picks.length)) : '–'}</dd>
        </div>
      </dl>
      <div className="game-form__actions">
        <Button variant="ghost" onClick={() => setPicks([])} disabled={busy || picks.length === 0}>
          {t('originals.mines.clear')}
        </Button>
        <Button variant="secondary" onClick={randomPick} disabled={busy || picks.length >= maxPicks}>
          {t('originals.mines.random')}
        </Button>
        <Button size="lg" loading={busy} disabled={picks.length === 0} onClick={submit} data-testid="mines-play">
          {t('originals.mines.cashOut')}
        </Button>
      </div>
    </div>
  );
}

interface MinesBoardProps {
  picks: readonly number[];
  outcome?: Pick<MinesOutcome, 'mineCells' | 'hitMine'>;
  /** Absent: the board is only shown (verifier, a round in play). */
  onToggle?: (cell: number) => void;
}

/** The 5×5 board: chosen cells carry their order; after a round the mines and safe picks show. */
export function MinesBoard({ picks, outcome, onToggle }: MinesBoardProps) {
  const { t } = useTranslation();
  const mineSet = new Set(outcome?.mineCells ?? []);
  return (
    <div className="mines-board" role="group" aria-label={t('originals.mines.board')} data-testid="mines-board">
      {Array.from({ length: MINES_CELLS }, (_, cell) => {
        const order = picks.indexOf(cell);
        const isMine = mineSet.has(cell);
        const state = outcome
          ? cell === outcome.hitMine
            ? 'hit'
            : isMine
              ? 'mine'
              : order >= 0
                ? 'safe'
                : 'idle'
          : order >= 0
            ? 'picked'
            : 'idle';
        const label = [
          t('originals.mines.cell', { cell: cell + 1 }),
          outcome && isMine ? t('originals.mines.mine') : outcome && order >= 0 ? t('originals.mines.gem') : '',
        ]
          .filter(Boolean)
          .join(', ');
        return (
          <button
            key={cell}
            type="button"
            className={`mines-cell mines-cell--${state}`}
            aria-pressed={order >= 0}
            aria-label={label}
            disabled={!onToggle}
            onClick={() => onToggle?.(cell)}
            data-testid={`mines-cell-${cell}`}
          >
            {state === 'mine' || state === 'hit' ? (
              <span aria-hidden="true">✸</span>
            ) : order >= 0 ? (
              <span aria-hidden="true">{order + 1}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
