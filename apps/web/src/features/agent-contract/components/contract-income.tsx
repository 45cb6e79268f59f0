import { useTranslation } from 'react-i18next';
import { CONTRACT_KINDS } from '@panalo/contract/agent-contract';
import { formatMoney } from '../../../lib/money';
import { useContractIncome } from '../api/contract-api';

/**
 * "My income" by contract: what each of my contracts paid for the periods that start in the
 * picked range. The day rows above come from the ledger's SALARY postings; this splits the same
 * money by contract kind, so an agent sees which contract earned it.
 */
export function ContractIncomeByKind({ range, currency }: { range: { from: number; to: number }; currency: string }) {
  const { t } = useTranslation();
  const income = useContractIncome(range);
  if (!income.data) return null;
  return (
    <section className="card" aria-labelledby="contract-income-title" data-testid="contract-income">
      <h2 className="panel-title" id="contract-income-title">
        {t('agentContract.incomeByKind')}
      </h2>
      <dl className="agent-report__totals">
        {CONTRACT_KINDS.map((kind) => (
          <div key={kind} className="team-figure" data-testid={`contract-income-${kind}`}>
            <dt className="team-figure__label">{t(`agentContract.kinds.${kind}`)}</dt>
            <dd className="team-figure__value">{formatMoney(income.data.byKind[kind] ?? 0, currency)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
