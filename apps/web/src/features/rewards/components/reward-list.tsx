import { useTranslation } from 'react-i18next';
import type { RewardValue } from '@panalo/contract/rewards';
import { MoneyText } from '../../../components/money/money-text';
import { RecordDate } from '../../../components/records/record-date';
import { StatusBadge } from '../../../components/records/status-badge';
import { formatMoney } from '../../../lib/money';
import { STATUS_TONES } from '../state-tone';

/** Rewards as records: title, date, amount, status and, while wagering, the turnover progress. */
export function RewardList({
  rewards,
  currency,
  testId,
  action,
}: {
  rewards: RewardValue[];
  currency: string;
  testId: string;
  action?: (reward: RewardValue) => React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ul className="record-list" data-testid={testId}>
      {rewards.map((reward) => (
        <li key={reward.id} className="record" data-testid={`reward-${reward.id}`}>
          <div className="record__main">
            <span className="record__title">{reward.title}</span>
            <span className="record__meta">
              <RecordDate at={reward.claimedAt ?? reward.createdAt} />
            </span>
            {reward.turnoverRequired > 0 && reward.status !== 'CLAIMABLE' ? (
              <span className="reward-progress">
                <progress max={reward.turnoverRequired} value={reward.turnoverDone} aria-label={t('rewards.progressLabel')} />
                <span className="muted">
                  {t('rewards.progress', {
                    done: formatMoney(reward.turnoverDone, currency),
                    required: formatMoney(reward.turnoverRequired, currency),
                  })}
                </span>
              </span>
            ) : null}
          </div>
          <div className="record__side">
            <MoneyText minor={reward.amount} currency={currency} className="record__amount" />
            <StatusBadge tone={STATUS_TONES[reward.status]}>{t(`rewards.statuses.${reward.status}`)}</StatusBadge>
            {action?.(reward)}
          </div>
        </li>
      ))}
    </ul>
  );
}
