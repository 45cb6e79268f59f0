import { useTranslation } from 'react-i18next';
import type { PointsReward } from '@panalo/contract/points';
import { EmptyState, QueryState } from '../../../components/records/query-state';
import { StatusBadge } from '../../../components/records/status-badge';
import { Button } from '../../../components/ui/button';
import { GiftIcon, WalletIcon } from '../../../components/ui/wallet-icons';
import { formatMoney } from '../../../lib/money';
import { usePointsCatalogue } from '../api/points-api';
import { formatPoints } from '../format-points';

/** The rewards catalogue: cash vouchers and items with their points, value and stock. */
export function PointsCatalogue({ currency, onRedeem }: { currency: string; onRedeem: (reward: PointsReward) => void }) {
  const { t } = useTranslation();
  const catalogue = usePointsCatalogue();
  return (
    <QueryState isPending={catalogue.isPending} error={catalogue.error} onRetry={() => void catalogue.refetch()} rows={4}>
      {() =>
        catalogue.data?.list.length ? (
          <ul className="points-grid" data-testid="points-catalogue">
            {catalogue.data.list.map((reward) => {
              const soldOut = reward.stock === 0;
              const Icon = reward.kind === 'CASH' ? WalletIcon : GiftIcon;
              return (
                <li key={reward.id} className="points-card card" data-testid={`points-reward-${reward.id}`}>
                  <div className="points-card__icon" aria-hidden="true">
                    {reward.imageUrl ? <img src={reward.imageUrl} alt="" loading="lazy" /> : <Icon size={28} />}
                  </div>
                  <h3 className="points-card__name">{reward.name}</h3>
                  <StatusBadge tone={reward.kind === 'CASH' ? 'success' : 'info'}>{t(`points.kinds.${reward.kind}`)}</StatusBadge>
                  <p className="points-card__points">{t('points.pointsCount', { points: formatPoints(reward.points) })}</p>
                  <p className="muted points-card__meta">
                    {t('points.value', { amount: formatMoney(reward.amount, currency) })}
                    {reward.stock !== null ? ` · ${soldOut ? t('points.soldOut') : t('points.stock', { count: reward.stock })}` : ''}
                  </p>
                  <Button size="sm" disabled={soldOut} onClick={() => onRedeem(reward)} data-testid={`points-redeem-${reward.id}`}>
                    {t('points.redeem')}
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : (
          <EmptyState>{t('points.noRewards')}</EmptyState>
        )
      }
    </QueryState>
  );
}
