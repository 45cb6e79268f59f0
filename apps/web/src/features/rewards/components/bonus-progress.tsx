import { useTranslation } from 'react-i18next';
import { EmptyState, QueryState } from '../../../components/records/query-state';
import { formatMoney } from '../../../lib/money';
import { useBonusProgress } from '../api/rewards-api';
import { RewardList } from './reward-list';
import './rewards.css';

/** bonusDetails' upper part: each claimed bonus with its wagering progress. */
export function BonusProgress({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const bonuses = useBonusProgress();
  return (
    <section className="card reward-section" aria-labelledby="bonus-wagering">
      <h2 id="bonus-wagering">{t('rewards.bonusesTitle')}</h2>
      <QueryState isPending={bonuses.isPending} error={bonuses.error} onRetry={() => void bonuses.refetch()} rows={2}>
        {() =>
          bonuses.data?.list.length ? (
            <>
              {bonuses.data.turnoverLeft > 0 ? (
                <p data-testid="bonus-turnover-left">
                  {t('rewards.turnoverLeft', { amount: formatMoney(bonuses.data.turnoverLeft, currency) })}
                </p>
              ) : null}
              <RewardList rewards={bonuses.data.list} currency={currency} testId="bonus-progress" />
            </>
          ) : (
            <EmptyState>{t('rewards.noBonuses')}</EmptyState>
          )
        }
      </QueryState>
    </section>
  );
}
