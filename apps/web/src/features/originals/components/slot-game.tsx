import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOT_RULES } from '@panalo/contract/fair/slot';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/choice-fields';
import { formatMoney } from '../../../lib/money';
import { percent } from '../originals-games';
import type { GameProps } from './game-props';
import { RoundBanner } from './round-banner';
import { SlotGrid, SlotWins, SymbolTile } from './slot-grid';

/** Stakes in minor units, all multiples of the 25 lines. */
const SLOT_STAKES = [25, 125, 250, 500, 1_250, 2_500, 5_000, 12_500, 25_000, 50_000];

/** "Panalo Fortune": 5 reels, 3 rows, 25 lines; the stake is chosen from multiples of 25 centavos. */
export function SlotGame({ currency, busy, last, play }: GameProps) {
  const { t } = useTranslation();
  const [stake, setStake] = useState(2_500);
  const outcome = last?.game === 'slot' ? last.outcome : undefined;
  return (
    <div className="game-form">
      <SlotGrid outcome={outcome} spinning={busy} key={last?.roundId} />
      <RoundBanner last={last} currency={currency} />
      {outcome ? <SlotWins outcome={outcome} /> : null}
      <div className="game-form__grid">
        <div className="game-form__field">
          <SelectField
            label={t('originals.stake')}
            value={String(stake)}
            onChange={(event) => setStake(Number(event.target.value))}
            options={SLOT_STAKES.map((value) => ({ value: String(value), label: formatMoney(value, currency) }))}
            data-testid="slot-stake"
          />
          <small className="muted">{t('originals.slot.stakeNote')}</small>
        </div>
        <Button size="lg" block loading={busy} onClick={() => play({ game: 'slot', bet: { amount: stake } })} data-testid="slot-spin">
          {t('originals.slot.spin')}
        </Button>
      </div>
      <Paytable />
    </div>
  );
}

function Paytable() {
  const { t } = useTranslation();
  const pays = Object.entries(SLOT_RULES.linePays) as [keyof typeof SLOT_RULES.linePays, readonly number[]][];
  return (
    <details className="paytable" data-testid="slot-paytable">
      <summary>
        {t('originals.slot.paytable')} · {t('originals.rtp', { rtp: percent(SLOT_RULES.rtp) })}
      </summary>
      <table className="paytable__table">
        <thead>
          <tr>
            <th scope="col">{t('originals.slot.symbol')}</th>
            {[3, 4, 5].map((count) => (
              <th scope="col" key={count} className="num">
                {t('originals.slot.ofAKind', { count })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pays.map(([symbol, values]) => (
            <tr key={symbol}>
              <th scope="row">
                <SymbolTile symbol={symbol} />
              </th>
              {values.map((value, index) => (
                <td key={index} className="num">
                  {value}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">
              <SymbolTile symbol="SCATTER" />
            </th>
            {[3, 4, 5].map((count) => (
              <td key={count} className="num">
                {SLOT_RULES.scatterPays[count]}×
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p className="muted">{t('originals.slot.paysNote')}</p>
    </details>
  );
}
