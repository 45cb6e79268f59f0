import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/spinner';
import { useBalance } from '../api/get-balance';
import { useConsolidated } from '../api/get-consolidated';
import { MoneyText } from '../../../components/money/money-text';
import { DepositIcon, SwapIcon, WithdrawIcon } from '../../../components/ui/wallet-icons';
import './wallet.css';

/**
 * The overview's wallet card: main balance, what is on hold, everything the member holds across
 * the game wallets (the consolidated balance, under the brand's agent policy), and the three money
 * actions.
 */
export function WalletSummary() {
  const { t } = useTranslation();
  const balance = useBalance();
  const consolidated = useConsolidated();
  return (
    <section className="card wallet-summary" aria-labelledby="wallet-summary-title">
      <h2 id="wallet-summary-title" className="panel-title">
        {t('member.walletTitle')}
      </h2>
      {balance.isError ? (
        <ErrorState message={balance.error.message} retryLabel={t('common.retry')} onRetry={() => void balance.refetch()} />
      ) : (
        <dl className="figures figures--two">
          <div className="figure">
            <dt>{t('member.mainWallet')}</dt>
            <dd className="figure__value figure__value--large" aria-live="polite">
              {balance.data ? (
                <MoneyText minor={balance.data.balance} currency={balance.data.currency} testId="summary-balance" />
              ) : (
                <Skeleton width={140} height={30} />
              )}
            </dd>
          </div>
          <div className="figure">
            <dt>{t('member.heldAmount')}</dt>
            <dd className="figure__value">
              {balance.data ? (
                <MoneyText minor={balance.data.held} currency={balance.data.currency} />
              ) : (
                <Skeleton width={100} height={22} />
              )}
            </dd>
          </div>
          {consolidated.data ? (
            <div className="figure figure--wide" data-testid="summary-consolidated">
              <dt>{t('member.consolidated')}</dt>
              <dd className="figure__value">
                <MoneyText minor={consolidated.data.total} currency={consolidated.data.currency} />
              </dd>
            </div>
          ) : null}
        </dl>
      )}
      <div className="wallet-summary__actions">
        <Link to="/member/depositv2" className="ui-button ui-button--primary ui-button--md">
          <DepositIcon size={18} />
          {t('header.deposit')}
        </Link>
        <Link to="/member/withdraw" className="ui-button ui-button--secondary ui-button--md">
          <WithdrawIcon size={18} />
          {t('header.withdraw')}
        </Link>
        <Link to="/member/transferFund" className="ui-button ui-button--secondary ui-button--md">
          <SwapIcon size={18} />
          {t('memberCenter.pages.transferFund')}
        </Link>
      </div>
    </section>
  );
}
