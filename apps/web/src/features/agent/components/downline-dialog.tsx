import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/records/query-state';
import { Dialog } from '../../../components/ui/dialog';
import { formatMoney } from '../../../lib/money';
import { useDownline } from '../api/get-downline';
import { formatWhen } from './format-when';

/** One downline's summary: who they are, their team, this month's money, and a transfer to a direct downline. */
export function DownlineDialog({ account, currency, onClose }: { account: string | null; currency: string; onClose: () => void }) {
  const { t } = useTranslation();
  const downline = useDownline(account);
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <Dialog
      open={account !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('agentTeam.summaryTitle', { account: account ?? '' })}
      size="md"
      testId="downline-dialog"
    >
      <QueryState isPending={downline.isPending} error={downline.error} onRetry={() => void downline.refetch()} rows={4}>
        {() => {
          const d = downline.data;
          if (!d) return null;
          const pairs: [string, string][] = [
            [t('agentTeam.columns.type'), t(`agentTeam.kinds.${d.isAgent ? 'AGENT' : 'MEMBER'}`)],
            [t('agentTeam.columns.level'), String(d.level)],
            [t('agentTeam.upline'), d.uplineAccount ?? '—'],
            [t('agentTeam.columns.status'), t(`agentTeam.statuses.${d.status as 'active'}`, d.status)],
            [t('agentTeam.columns.balance'), money(d.balance)],
            [t('agentTeam.onlineNow'), d.online ? t('agentTeam.onlineBadge') : '—'],
            [t('agentTeam.columns.lastLogin'), formatWhen(d.lastLoginAt, t('agentTeam.never'))],
            [t('agentTeam.columns.registered'), formatWhen(d.registeredAt, t('agentTeam.never'))],
            [t('agentTeam.teamSize'), String(d.teamSize)],
            [t('agentTeam.directDownlines'), String(d.directDownlines)],
            ...(d.rateBp !== null ? [[t('agentTeam.rate'), `${(d.rateBp / 100).toFixed(2)}%`] as [string, string]] : []),
          ];
          const month: [string, string][] = [
            [t('agentTeam.stats.depositAmount'), money(d.thisMonth.depositAmount)],
            [t('agentTeam.stats.withdrawAmount'), money(d.thisMonth.withdrawAmount)],
            [t('agentTeam.stats.validBet'), money(d.thisMonth.validBet)],
            [t('agentTeam.stats.payout'), money(d.thisMonth.payout)],
            [t('agentTeam.stats.winLoss'), money(d.thisMonth.winLoss)],
          ];
          return (
            <div data-testid="downline-summary">
              <dl className="team-summary">
                {pairs.map(([label, value]) => (
                  <div key={label} className="team-figure">
                    <dt className="team-figure__label">{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <h3 className="panel-title">{t('agentTeam.thisMonth')}</h3>
              <dl className="team-summary" data-testid="downline-month">
                {month.map(([label, value]) => (
                  <div key={label} className="team-figure">
                    <dt className="team-figure__label">{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              {d.canTransfer ? (
                <Link
                  to={`/member/transferUpline?downline=${encodeURIComponent(d.account)}`}
                  className="ui-button ui-button--primary ui-button--md"
                  data-testid="downline-transfer"
                >
                  {t('agentTeam.transfer', { account: d.account })}
                </Link>
              ) : (
                <p className="muted">{t('agentTeam.transferNote')}</p>
              )}
            </div>
          );
        }}
      </QueryState>
    </Dialog>
  );
}
