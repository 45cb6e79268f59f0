import { useTranslation } from 'react-i18next';
import type { OriginalsPlayValue } from '@panalo/contract/originals';
import { formatMoney } from '../../../lib/money';

/**
 * The last round's result in words, counted as profit: a win is what came back above the stake; a
 * round paying back less than its stake (₱19.50 on a ₱20 bet) is a loss of the difference, never a
 * "win". With the game's own detail; announced when it changes.
 */
export function RoundBanner({ last, currency, detail }: { last: OriginalsPlayValue | undefined; currency: string; detail?: string }) {
  const { t } = useTranslation();
  const profit = last ? last.payout - last.stake : 0;
  const money = (minor: number) => formatMoney(minor, currency);
  const words = !last
    ? ''
    : profit > 0
      ? t('originals.win', { amount: money(profit) })
      : last.payout === 0
        ? t('originals.lose')
        : profit === 0
          ? t('originals.push', { amount: money(last.payout) })
          : t('originals.partLoss', { amount: money(last.payout), loss: money(-profit) });
  return (
    <div className="round-banner-region" aria-live="polite" aria-atomic="true">
      {last ? (
        <p
          className={`round-banner${profit > 0 ? ' round-banner--win' : ''}`}
          data-testid="round-result"
          data-payout={last.payout}
          data-profit={profit}
        >
          {detail ? <span>{detail}</span> : null}
          <strong>{words}</strong>
        </p>
      ) : null}
    </div>
  );
}
