import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, QueryState } from '../../../components/records/query-state';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/alert';
import { useBalance } from '../../wallet/api/get-balance';
import { useClaimReward, useRewardCenter } from '../api/rewards-api';
import { RewardList } from './reward-list';
import './rewards.css';

/** rewardCenter: rewards ready to claim (their count is the badge) and the claim history. */
export function RewardCenterPage() {
  const { t } = useTranslation();
  const center = useRewardCenter();
  const claim = useClaimReward();
  const currency = useBalance().data?.currency ?? 'PHP';
  return (
    <>
      <h1 className="page-title">{t('rewards.centerTitle')}</h1>
      <QueryState isPending={center.isPending} error={center.error} onRetry={() => void center.refetch()} rows={3}>
        {() => (
          <>
            <section className="card reward-section" aria-labelledby="rewards-ready">
              <h2 id="rewards-ready">{t('rewards.ready')}</h2>
              <FormAlert message={claim.error?.message} />
              {center.data?.ready.length ? (
                <RewardList
                  rewards={center.data.ready}
                  currency={currency}
                  testId="rewards-ready"
                  action={(reward) => (
                    <Button
                      size="sm"
                      loading={claim.isPending && claim.variables === reward.id}
                      onClick={() => claim.mutate(reward.id)}
                      data-testid={`reward-claim-${reward.id}`}
                    >
                      {t('rewards.states.claim')}
                    </Button>
                  )}
                />
              ) : (
                <EmptyState>
                  {t('rewards.noReady')} <Link to="/promotions">{t('rewards.seePromotions')}</Link>
                </EmptyState>
              )}
            </section>
            <section className="card reward-section" aria-labelledby="rewards-history">
              <h2 id="rewards-history">{t('rewards.history')}</h2>
              {center.data?.history.length ? (
                <RewardList rewards={center.data.history} currency={currency} testId="rewards-history" />
              ) : (
                <EmptyState>{t('rewards.noHistory')}</EmptyState>
              )}
            </section>
          </>
        )}
      </QueryState>
    </>
  );
}
