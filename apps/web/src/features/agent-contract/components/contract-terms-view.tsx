import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractTerms } from '@panalo/contract/agent-contract';
import { formatMoney } from '../../../lib/money';
import { percent } from './contract-format';

/** A contract's terms: real-time salary's three rates, or the tier table (with the dividend's period). */
export function ContractTermsView({ kind, terms, currency }: { kind: ContractKind; terms: ContractTerms; currency: string }) {
  const { t } = useTranslation();
  if (kind === 'REALTIME') {
    const r = terms.realtime;
    if (!r) return null;
    return (
      <dl className="contract-rates" data-testid="contract-realtime">
        {(
          [
            ['winRate', r.winRateBp],
            ['lossRate', r.lossRateBp],
            ['singleBetRate', r.singleBetRateBp],
          ] as const
        ).map(([key, bp]) => (
          <div key={key}>
            <dt>{t(`agentContract.${key}`)}</dt>
            <dd>{percent(bp)}</dd>
          </div>
        ))}
      </dl>
    );
  }
  const money = (minor: number) => formatMoney(minor, currency);
  const dividend = kind === 'DIVIDEND';
  return (
    <>
      {dividend && terms.period ? (
        <p className="muted">
          {t('agentContract.period')}: {t(`agentContract.periods.${terms.period}`)}
        </p>
      ) : null}
      <table className="contract-table" data-testid="contract-tiers">
        <caption className="sr-only">{t('agentContract.tiers')}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('agentContract.rate')}</th>
            <th scope="col">{t('agentContract.activeMembers')}</th>
            {dividend ? (
              <>
                <th scope="col">{t('agentContract.periodValidBet')}</th>
                <th scope="col">{t('agentContract.periodProfitLoss')}</th>
              </>
            ) : (
              <th scope="col">{t('agentContract.betAmount')}</th>
            )}
          </tr>
        </thead>
        <tbody>
          {terms.tiers.map((tier, index) => (
            <tr key={index}>
              <td data-label="#">{index + 1}</td>
              <td data-label={t('agentContract.rate')}>{percent(tier.rateBp)}</td>
              <td data-label={t('agentContract.activeMembers')}>{tier.activeMembers}</td>
              {dividend ? (
                <>
                  <td data-label={t('agentContract.periodValidBet')}>{money(tier.periodValidBet)}</td>
                  <td data-label={t('agentContract.periodProfitLoss')}>{money(tier.periodProfitLoss)}</td>
                </>
              ) : (
                <td data-label={t('agentContract.betAmount')}>{money(tier.betAmount)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
