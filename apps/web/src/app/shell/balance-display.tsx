import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/spinner';
import { useBalance } from '../../features/wallet/api/get-balance';
import { formatMoney } from '../../lib/money';
import { readBalanceHidden, storeBalanceHidden } from '../../lib/preferences';

/**
 * The header balance: GET /wps/v2/wallets/balance, then kept current by the socket's 'balance'
 * pushes. Hide is remembered for people who play in public; refresh asks the server again.
 */
export function BalanceDisplay() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(readBalanceHidden);
  const balance = useBalance();
  const toggle = () => {
    setHidden(!hidden);
    storeBalanceHidden(!hidden);
  };
  const refreshing = balance.isFetching;

  let value;
  if (hidden)
    value = (
      <>
        <span aria-hidden="true">••••</span>
        <span className="sr-only">{t('header.balanceHidden')}</span>
      </>
    );
  else if (balance.data) {
    const held = balance.data.held > 0 ? t('header.held', { amount: formatMoney(balance.data.held, balance.data.currency) }) : undefined;
    value = (
      <span title={held} data-testid="header-balance-value">
        {formatMoney(balance.data.balance, balance.data.currency)}
      </span>
    );
  } else if (balance.isError) value = <span title={t('header.balanceUnavailable')}>—</span>;
  else value = <Skeleton width={72} height={16} />;

  return (
    <div className="balance" data-testid="header-balance">
      <span className="balance__label">{t('header.balance')}</span>
      <span className="balance__value" aria-live="polite" aria-atomic="true">
        {value}
      </span>
      <button
        type="button"
        className={`balance__toggle${refreshing ? ' balance__toggle--spinning' : ''}`}
        onClick={() => void balance.refetch()}
        disabled={refreshing}
        aria-label={t('header.refreshBalance')}
        title={t('header.refreshBalance')}
        data-testid="header-balance-refresh"
      >
        <RefreshIcon size={16} />
      </button>
      <button
        type="button"
        className="balance__toggle"
        onClick={toggle}
        aria-pressed={hidden}
        aria-label={hidden ? t('header.showBalance') : t('header.hideBalance')}
        title={hidden ? t('header.showBalance') : t('header.hideBalance')}
        data-testid="header-balance-hide"
      >
        {hidden ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
      </button>
    </div>
  );
}
