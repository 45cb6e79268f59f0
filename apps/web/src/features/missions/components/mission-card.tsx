import { useTranslation } from 'react-i18next';
import type { MissionCard as Mission } from '@panalo/contract/missions';
import { StatusBadge } from '../../../components/records/status-badge';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/money';

/** How a mission's progress reads: money for bets and deposits, a plain count for days and games. */
function amountText(mission: Mission, value: number, currency: string): string {
  return mission.kind === 'BET' || mission.kind === 'DEPOSIT' ? formatMoney(value, currency) : String(value);
}

/** One mission: its title, kind, progress bar, reward and the claim button once it is complete. */
export function MissionCard({
  mission,
  currency,
  claiming,
  onClaim,
}: {
  mission: Mission;
  currency: string;
  claiming: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation();
  const progressId = `mission-progress-${mission.id}`;
  return (
    <li className="card mission" data-testid={`mission-${mission.id}`} data-status={mission.status}>
      <div className="mission__head">
        <h3 className="mission__title">{mission.title}</h3>
        <span className="muted mission__kind">
          {t(`missions.kinds.${mission.kind}`)}
          {mission.gameType ? ` · ${mission.gameType}` : ''}
        </span>
      </div>
      <progress id={progressId} className="mission__bar" max={mission.target} value={mission.progress} aria-label={mission.title} />
      <div className="mission__foot">
        <span className="muted">
          {t('missions.progress', {
            done: amountText(mission, mission.progress, currency),
            target: amountText(mission, mission.target, currency),
          })}
        </span>
        <strong>{t('missions.reward', { amount: formatMoney(mission.reward, currency) })}</strong>
        {mission.status === 'CLAIMABLE' ? (
          <Button size="sm" loading={claiming} onClick={onClaim} data-testid={`mission-claim-${mission.id}`}>
            {t('missions.claim')}
          </Button>
        ) : (
          <StatusBadge tone={mission.status === 'CLAIMED' ? 'success' : 'neutral'}>
            {mission.status === 'CLAIMED' ? t('missions.claimed') : t('missions.inProgress')}
          </StatusBadge>
        )}
      </div>
    </li>
  );
}
