import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractPayment } from '@panalo/contract/agent-contract';
import { EmptyState, QueryState } from '../../../components/records/query-state';
import { Pagination } from '../../../components/ui/pagination';
import { formatMoney } from '../../../lib/money';
import { useContractStatement } from '../api/contract-api';
import { percent } from './contract-format';

const PAGE_SIZE = 10;

/** The kind's statement: one line per paid period; each opens to show how its amount was computed. */
export function ContractStatement({ kind, currency }: { kind: ContractKind; currency: string }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const statement = useContractStatement(kind, pageNo, PAGE_SIZE);
  return (
    <section className="card" aria-labelledby="contract-statement-title" data-testid="contract-statement">
      <h2 className="panel-title" id="contract-statement-title">
        {t('agentContract.statement')}
      </h2>
      <QueryState isPending={statement.isPending} error={statement.error} onRetry={() => void statement.refetch()} rows={3}>
        {() =>
          statement.data && statement.data.total > 0 ? (
            <>
              <ul className="contract-lines">
                {statement.data.list.map((line) => (
                  <StatementLine key={line.id} line={line} currency={currency} />
                ))}
              </ul>
              <Pagination
                page={pageNo}
                totalPages={statement.data.totalPages}
                onPage={setPageNo}
                marginPages={1}
                pageRange={3}
                label={t('agentContract.statement')}
              />
            </>
          ) : (
            <EmptyState>{t('agentContract.statementEmpty')}</EmptyState>
          )
        }
      </QueryState>
    </section>
  );
}

function StatementLine({ line, currency }: { line: ContractPayment; currency: string }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency);
  const c = line.computation;
  const rateText = (rateBp: number, realtime?: { winRateBp: number; lossRateBp: number; singleBetRateBp: number }) =>
    realtime ? `${percent(realtime.singleBetRateBp)} / ${percent(realtime.lossRateBp)} / ${percent(realtime.winRateBp)}` : percent(rateBp);
  return (
    <li className="contract-line" data-testid="contract-line">
      <details>
        <summary>
          <span className="contract-line__period">{line.periodKey}</span>
          <strong className="contract-line__amount" data-testid="contract-line-amount">
            {money(line.amount)}
          </strong>
          <span className="sr-only">{t('agentContract.howComputed')}</span>
        </summary>
        <div className="contract-line__how">
          <p>{t('agentContract.computedTeam', { active: c.activeMembers, validBet: money(c.validBet), winLoss: money(c.winLoss) })}</p>
          <p>{t('agentContract.computedGross', { rate: rateText(c.rateBp, c.realtime), gross: money(c.gross) })}</p>
          {c.subAgents.map((sub) => (
            <p key={sub.account}>
              {t('agentContract.computedSub', { account: sub.account, rate: rateText(sub.rateBp, sub.realtime), share: money(sub.share) })}
            </p>
          ))}
          <p>
            <strong>{t('agentContract.computedTotal', { amount: money(c.amount) })}</strong>
          </p>
        </div>
      </details>
    </li>
  );
}
