import { useTranslation } from 'react-i18next';
import type { OriginalsPlayValue } from '@panalo/contract/originals';
import { formatMoney } from '../../../lib/money';

/** The last round's result in words: the win (or none), with the game's own detail; announced when it changes. */
export function RoundBanner({ last, currency, detail }: { last: OriginalsPlayValue | undefined; currency: string; detail?: string }) {
  const { t } = useTranslation();
  return (
    <div className="round-banner-region" aria-live="polite" aria-atomic="true">
      {last ? (
        <p className={`round-banner${last.payout > 0 ? ' round-banner--win' : ''}`} data-testid="round-result" data-payout={last.payout}>
          {detail ? <span>{detail}</span> : null}
          <strong>{last.payout > 0 ? t('originals.win', { amount: formatMoney(last.payout, currency) }) : t('originals.lose')}</strong>
        </p>
      ) : null}
    </div>
  );
}
