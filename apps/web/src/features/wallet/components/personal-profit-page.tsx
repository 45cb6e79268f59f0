import { useTranslation } from 'react-i18next';
import type { ProfitValue } from '@panalo/contract/wallet';
import { useProfit } from '../api/get-profit';
import { useDateRange } from '../../../lib/use-date-range';
import { MoneyText } from '../../../components/money/money-text';
import { QueryState } from '../../../components/records/query-state';
import { RangePicker } from '../../../components/records/range-picker';
import './wallet.css';

const FIGURES: Array<keyof Pick<ProfitValue, 'deposits' | 'withdrawals' | 'bets' | 'wins' | 'bonuses' | 'salaries'>> = [
  'deposits',
  'withdrawals',
  'bets',
  'wins',
  'bonuses',
  'salaries',
];

/** personalProfit: money in and out over a period, and the result of play. */
export function PersonalProfitPage() {
  const { t } = useTranslation();
  const period = useDateRange();
  const profit = useProfit(period.query);
  return (
    <>
      <h1 className="page-title">{t('profit.title')}</h1>
      <section className="card filters">
        <RangePicker period={period} />
      </section>
      <section
        className={`card${profit.isPlaceholderData ? ' records--stale' : ''}`}
        aria-busy={profit.isFetching}
        aria-label={t('profit.title')}
      >
        <QueryState isPending={profit.isPending} error={profit.error} onRetry={() => void profit.refetch()} rows={3}>
          {() =>
            profit.data ? (
              <>
                <div className="profit-total" aria-live="polite">
                  <span className="profit-total__label">{t('profit.profit')}</span>
                  <MoneyText
                    minor={profit.data.profit}
                    currency={profit.data.currency}
                    signed
                    className="profit-total__value"
                    testId="profit-value"
                  />
                  <span className="muted profit-total__hint">{t('profit.profitHint')}</span>
                </div>
                <dl className="figures figures--grid">
                  {FIGURES.map((key) => (
                    <div className="figure" key={key}>
                      <dt>{t(`profit.${key}`)}</dt>
                      <dd className="figure__value">
                        <MoneyText minor={profit.data[key]} currency={profit.data.currency} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </>
            ) : null
          }
        </QueryState>
      </section>
    </>
  );
}
