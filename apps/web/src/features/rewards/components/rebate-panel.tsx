import { useTranslation } from 'react-i18next';
import type { RebateView } from '@panalo/contract/rewards';
import { MoneyText } from '../../../components/money/money-text';

const percent = (basisPoints: number) => `${(basisPoints / 100).toLocaleString(undefined, { maximumFractionDigits: 2 })}%`;

/** A rebate promotion on its page: the rate, this period's valid bet and rebate so far, and the last period's rebate to claim. */
export function RebatePanel({ rebate, member, currency }: { rebate: RebateView; member: boolean; currency: string }) {
  const { t } = useTranslation();
  const rates = Object.entries(rebate.rates);
  return (
    <section className="rebate-panel" aria-labelledby="rebate-panel-heading" data-testid="rebate-panel">
      <h3 id="rebate-panel-heading">{t(`rewards.rebate.title.${rebate.period}`)}</h3>
      <dl className="promo-facts">
        {rebate.rate !== null ? (
          <div>
            <dt>{t('rewards.rebate.rate')}</dt>
            <dd>{percent(rebate.rate)}</dd>
          </div>
        ) : null}
        {rates.map(([gameType, rate]) => (
          <div key={gameType}>
            <dt>
              {t('rewards.rebate.rateFor', { type: t(`areas.${gameType.toLowerCase()}` as 'areas.rng', { defaultValue: gameType }) })}
            </dt>
            <dd>{percent(rate)}</dd>
          </div>
        ))}
        {member ? (
          <>
            <div>
              <dt>{t(`rewards.rebate.validBet.${rebate.period}`)}</dt>
              <dd data-testid="rebate-valid-bet">
                <MoneyText minor={rebate.validBet} currency={currency} />
              </dd>
            </div>
            <div>
              <dt>{t(`rewards.rebate.accrued.${rebate.period}`)}</dt>
              <dd data-testid="rebate-accrued">
                <MoneyText minor={rebate.accrued} currency={currency} />
              </dd>
            </div>
            <div>
              <dt>{t(`rewards.rebate.due.${rebate.period}`)}</dt>
              <dd data-testid="rebate-due">
                <MoneyText minor={rebate.due} currency={currency} />
              </dd>
            </div>
          </>
        ) : null}
      </dl>
    </section>
  );
}
