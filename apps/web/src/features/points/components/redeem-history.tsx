import { useTranslation } from 'react-i18next';
import type { RedeemStatus } from '@panalo/contract/points';
import { EmptyState, QueryState } from '../../../components/records/query-state';
import { RecordDate } from '../../../components/records/record-date';
import { StatusBadge, type StatusTone } from '../../../components/records/status-badge';
import { useRedeems } from '../api/points-api';
import { formatPoints } from '../format-points';

export const REDEEM_TONES: Record<RedeemStatus, StatusTone> = { IN_PROCESS: 'pending', APPROVED: 'success', REJECTED: 'danger' };

/** Redeem history: each redeem with its state (In Process, Approved, Rejected) and the staff's remark. */
export function RedeemHistory() {
  const { t } = useTranslation();
  const redeems = useRedeems();
  return (
    <QueryState isPending={redeems.isPending} error={redeems.error} onRetry={() => void redeems.refetch()} rows={3}>
      {() =>
        redeems.data?.list.length ? (
          <ul className="record-list" data-testid="redeem-history">
            {redeems.data.list.map((redeem) => (
              <li key={redeem.id} className="record" data-testid={`redeem-${redeem.id}`}>
                <div className="record__main">
                  <span className="record__title">
                    {redeem.name} × {redeem.quantity}
                  </span>
                  <span className="record__meta">
                    <RecordDate at={redeem.createdAt} /> · {redeem.reference}
                  </span>
                  {redeem.remark ? <span className="muted">{redeem.remark}</span> : null}
                </div>
                <div className="record__side">
                  <span className="record__amount">−{t('points.pointsCount', { points: formatPoints(redeem.pointsRequired) })}</span>
                  <StatusBadge tone={REDEEM_TONES[redeem.status]} testId={`redeem-status-${redeem.id}`}>
                    {t(`points.statuses.${redeem.status}`)}
                  </StatusBadge>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>{t('points.noHistory')}</EmptyState>
        )
      }
    </QueryState>
  );
}
